// The silos of the fleet: the list, the create page, and a silo's page (tabs chosen by
// `?tab=`) with its identity-provider form and provider details opening over it.
import type { RouteObject } from 'react-router'
import { lazyPage, listRoute, page, paramCrumb } from '~/routing'

export const siloRoutes: RouteObject[] = [
  listRoute({
    path: 'silos',
    crumb: 'Silos',
    list: lazyPage(() => import('./SilosPage'), 'SilosPage', 'silosLoader'),
    item: page(
      ':silo',
      paramCrumb('silo'),
      lazyPage(() => import('./SiloPage'), 'SiloPage', 'siloLoader'),
      [
        page(
          'idps-new',
          'New identity provider',
          lazyPage(() => import('./IdpCreateForm'), 'IdpCreateForm'),
        ),
        page(
          'idps/saml/:provider',
          paramCrumb('provider'),
          lazyPage(() => import('./IdpDetail'), 'SamlIdpDetail', 'samlIdpLoader'),
        ),
      ],
    ),
  }),
  // a page of its own, not over the list
  page(
    'silos-new',
    'New silo',
    lazyPage(() => import('./SiloCreatePage'), 'SiloCreatePage'),
  ),
]
