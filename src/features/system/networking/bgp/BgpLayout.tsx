import { Outlet, useLocation } from 'react-router'
import { TabNav } from '~/ui/TabNav'
import { netPb } from '../paths'

const TABS = [
  [netPb.bgpConfigs(), 'Configs'],
  [netPb.announceSets(), 'Announce sets'],
  [netPb.bgpStatus(), 'Peer status'],
  [netPb.bgpRoutes(), 'Imported routes'],
  [netPb.bgpHistory(), 'Message history'],
] as const

/** A tab is current on its pages and on its create form, which opens beside its path (`configs-new`). */
const isUnder = (pathname: string, to: string) =>
  pathname === to || pathname.startsWith(`${to}/`) || pathname.startsWith(`${to}-new`)

/** BGP's pages under tabs of their own: what the switches announce and to whom, and how their sessions fare. */
export function BgpLayout() {
  const { pathname } = useLocation()
  return (
    <>
      <TabNav label="BGP" tabs={TABS.map(([to, label]) => [to, label, isUnder(pathname, to)] as const)} />
      <Outlet />
    </>
  )
}
