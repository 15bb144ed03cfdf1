// A project's placement groups. The affinity page lists both kinds; anti-affinity groups
// live under it (`affinity/:antiAffinityGroup`, SPEC section 2), affinity groups beside it
// (`affinity-groups/:affinityGroup`), so that a group's name never has to say its kind.
import type { RouteObject } from 'react-router'
import { pb } from '~/paths'
import { NoModal, page, redirectTo } from '~/routing'
import { itemPage, listPage, pageModule, resourceRoutes, underCrumb } from '~/resourceRoutes'
import { affinityList, antiAffinityList } from './lists'

const affinityPage = listPage([antiAffinityList, affinityList], () => import('./AffinityPage'), 'AffinityPage')
const forms = pageModule(() => import('./GroupForms'))
const groupPage = pageModule(() => import('./GroupPage'))

/** A group's page, with its edit form over it; each kind's exports are named after its param. */
function group<P extends 'antiAffinityGroup' | 'affinityGroup'>(param: P) {
  const Kind = (param.charAt(0).toUpperCase() + param.slice(1)) as Capitalize<P>
  return itemPage(param, groupPage(`${Kind}Page`), [
    { index: true, Component: NoModal },
    page('edit', 'Edit', forms(`${Kind}EditForm`)),
  ])
}

export const affinityRoutes: RouteObject[] = [
  ...resourceRoutes('affinity', 'Affinity', affinityPage, {
    beside: [
      page('affinity-new', 'New anti-affinity group', forms('AntiAffinityGroupCreateForm')),
      page('affinity-groups-new', 'New affinity group', forms('AffinityGroupCreateForm')),
    ],
    item: group('antiAffinityGroup'),
  }),
  underCrumb('affinity-groups', 'Affinity groups', [
    { index: true, loader: redirectTo(pb.affinity) },
    group('affinityGroup'),
  ]),
]
