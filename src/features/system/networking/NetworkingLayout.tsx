import { Outlet } from 'react-router'
import { TabNav } from '~/ui/TabNav'
import { NETWORKING_SECTIONS } from './paths'

/**
 * Every page of the rack's network under its sections' tabs, so an operator moves between
 * switches, port settings, BGP and the rest without the system navigation growing a link
 * for each (the first page would carry them all).
 */
export function NetworkingLayout() {
  return (
    <>
      <TabNav label="Networking" tabs={NETWORKING_SECTIONS.map(([label, to]) => [to, label] as const)} />
      <Outlet />
    </>
  )
}
