// A project's placement groups. The affinity page lists both kinds; anti-affinity groups
// live under it (`affinity/:antiAffinityGroup`, SPEC section 2), affinity groups beside it
// (`affinity-groups/:affinityGroup`), so that a group's name never has to say its kind.
import type { RouteObject } from 'react-router'
import { pb } from '~/paths'
import { lazyPage, listRoute, NoModal, page, paramCrumb, redirectTo, underCrumb } from '~/routing'

const forms = () => import('./GroupForms')
const groupPage = () => import('./GroupPage')

/** A group's page, with its edit form over it; each kind's exports are named after its param. */
function group<P extends 'antiAffinityGroup' | 'affinityGroup'>(param: P) {
  const Kind = (param.charAt(0).toUpperCase() + param.slice(1)) as Capitalize<P>
  return page(`:${param}`, paramCrumb(param), lazyPage(groupPage, `${Kind}Page`, `${param}Loader`), [
    { index: true, Component: NoModal },
    page('edit', 'Edit', lazyPage(forms, `${Kind}EditForm`, `${param}EditLoader`)),
  ])
}

export const affinityRoutes: RouteObject[] = [
  listRoute({
    path: 'affinity',
    crumb: 'Affinity',
    list: lazyPage(() => import('./AffinityPage'), 'AffinityPage', 'affinityLoader'),
    beside: [
      page('affinity-new', 'New anti-affinity group', lazyPage(forms, 'AntiAffinityGroupCreateForm')),
      page('affinity-groups-new', 'New affinity group', lazyPage(forms, 'AffinityGroupCreateForm')),
    ],
    item: group('antiAffinityGroup'),
  }),
  underCrumb('affinity-groups', 'Affinity groups', [
    { index: true, loader: redirectTo(pb.affinity) },
    group('affinityGroup'),
  ]),
]
