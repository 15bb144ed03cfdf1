// The inventory's lists: the page's and its route's (`listPage` in ~/resourceRoutes).
import { defineList } from '~/table/list'
import { allSledsQuery } from './queries'

export const sledList = defineList({ noun: 'sled', operation: 'sledList' })

export const uninitializedList = defineList({ noun: 'sled', operation: 'sledListUninitialized', pageKey: 'waiting' })

/** The rack's drives in service, each named by its sled: the rack's sleds are read beside them. */
export const diskList = defineList({
  operation: 'physicalDiskList',
  noun: 'physical disk',
  wants: () => [allSledsQuery],
})

/** Every drive of one sled, retired ones too. */
export const sledDiskList = defineList({
  operation: 'sledPhysicalDiskList',
  noun: 'physical disk',
  params: ({ sledId }) => ({ path: { sledId } }),
})

/** The rack's switches, in the inventory and in the networking section alike. */
export const switchList = defineList({ noun: 'switch', operation: 'switchList' })

export const sledInstanceList = defineList({
  noun: 'instance',
  operation: 'sledInstanceList',
  params: ({ sledId }) => ({ path: { sledId } }),
  // an instance starting or stopping here is on its way in or out
  pollWhile: (items) => items.some((i) => i.state !== 'running'),
})
