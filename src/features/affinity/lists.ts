// The project's two placement group lists: the page's and its route's (`listPage` in
// ~/resourceRoutes).
import { defineList } from '~/table/list'

/**
 * What one group of each kind is called. Declared here, where the area's route table reads it
 * first, rather than in ./kinds, whose module would then load with every project page.
 */
export const GROUP_NOUNS = { antiAffinity: 'anti-affinity group', affinity: 'affinity group' } as const

// two lists on one page: each keeps its own page in the URL
export const antiAffinityList = defineList({
  operation: 'antiAffinityGroupList',
  noun: GROUP_NOUNS.antiAffinity,
  params: ({ project }) => ({ query: { project } }),
  pageKey: 'anti-affinity',
})
export const affinityList = defineList({
  operation: 'affinityGroupList',
  noun: GROUP_NOUNS.affinity,
  params: ({ project }) => ({ query: { project } }),
  pageKey: 'affinity',
})
