// The rack's sleds, and those waiting to be added, declared apart from their tab: the system
// area's route table carries their loader (`listPage` in ~/resourceRoutes), so the calls leave
// as the route matches.
import { defineList } from '~/table/list'

export const sledList = defineList({ noun: 'sled', operation: 'sledList' })

export const uninitializedList = defineList({ noun: 'sled', operation: 'sledListUninitialized', pageKey: 'waiting' })
