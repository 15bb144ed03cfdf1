import { defineList, type ListDef } from '~/table/list'

type SiloListOp = 'siloUserList' | 'siloIdentityProviderList'

// the silo is all either list's query takes
const bySilo: ListDef<'siloUserList'>['params'] & ListDef<'siloIdentityProviderList'>['params'] = ({ silo }) => ({
  query: { silo },
})

/**
 * One of the silo's lists that `?silo=` filters (its users, its identity providers), shown on
 * a tab of its page and paged under the tab's own key (`?<key>-page=`).
 */
export const siloList = <K extends SiloListOp>(operation: K, noun: string, pageKey: string) =>
  // the cast only because TypeScript cannot follow `params` through K; bySilo is checked above
  defineList({ operation, noun, params: bySilo, pageKey } as Parameters<typeof defineList<K>>[0])
