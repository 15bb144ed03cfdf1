// A project's placement groups. The affinity page lists both kinds; anti-affinity groups
// live under it (`affinity/:antiAffinityGroup`, SPEC section 2), affinity groups beside it
// (`affinity-groups/:affinityGroup`), so that a group's name never has to say its kind.
import type { RouteObject } from 'react-router'
import { pb } from '~/paths'
import { lazyPage, listRoute, NoModal, page, redirectTo } from '~/routing'

const forms = () => import('./GroupForms')
const groupPage = () => import('./GroupPage')

export const affinityRoutes: RouteObject[] = [
  listRoute({
    path: 'affinity',
    crumb: 'Affinity',
    list: lazyPage(() => import('./AffinityPage'), 'AffinityPage', 'affinityLoader'),
    beside: [
      page('affinity-new', 'New anti-affinity group', lazyPage(forms, 'AntiAffinityGroupCreateForm')),
      page('affinity-groups-new', 'New affinity group', lazyPage(forms, 'AffinityGroupCreateForm')),
    ],
  }),
  // declared again only to put an "Affinity" crumb above a group's page; the list's copy
  // wins for `affinity` itself, as its index route ranks higher
  {
    path: 'affinity',
    handle: { crumb: 'Affinity' },
    children: [
      page(
        ':antiAffinityGroup',
        (p) => p.antiAffinityGroup,
        lazyPage(groupPage, 'AntiAffinityGroupPage', 'antiAffinityGroupLoader'),
        [
          { index: true, Component: NoModal },
          page('edit', 'Edit', lazyPage(forms, 'AntiAffinityGroupEditForm', 'antiAffinityGroupEditLoader')),
        ],
      ),
    ],
  },
  {
    path: 'affinity-groups',
    handle: { crumb: 'Affinity groups' },
    children: [
      { index: true, loader: redirectTo(pb.affinity) },
      page(':affinityGroup', (p) => p.affinityGroup, lazyPage(groupPage, 'AffinityGroupPage', 'affinityGroupLoader'), [
        { index: true, Component: NoModal },
        page('edit', 'Edit', lazyPage(forms, 'AffinityGroupEditForm', 'affinityGroupEditLoader')),
      ]),
    ],
  },
]
