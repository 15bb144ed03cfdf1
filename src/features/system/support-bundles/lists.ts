// The support bundles' list: the page's and its route's (`listPage` in ~/resourceRoutes).
import type { SupportBundleInfo } from '~/api/__generated__/Api'
import { defineList } from '~/table/list'

/** A bundle still moving on by itself: worth asking again until it settles. */
export const isSettling = (b: Pick<SupportBundleInfo, 'state'>) => b.state === 'collecting' || b.state === 'destroying'

// newest first: the bundle just asked for is the one an operator is waiting on
export const bundleList = defineList({
  noun: 'support bundle',
  operation: 'supportBundleList',
  params: () => ({ query: { sortBy: 'time_and_id_descending' as const } }),
  pollWhile: (bundles) => bundles.some(isSettling),
})
