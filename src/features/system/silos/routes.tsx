// The silos of the fleet: the list, the create page, and a silo's page (tabs chosen by
// `?tab=`) with its identity-provider form and provider details opening over it.
import type { RouteObject } from 'react-router'
import { lazyPage, listRoute, page } from '~/routing'

const list = () => import('./SilosPage')
const create = () => import('./SiloCreatePage')
const siloPage = () => import('./SiloPage')
const idpForm = () => import('./IdpCreateForm')
const idpDetail = () => import('./IdpDetail')

export const siloRoutes: RouteObject[] = [
  listRoute({ path: 'silos', crumb: 'Silos', list: lazyPage(list, 'SilosPage', 'silosLoader') }),
  page('silos-new', 'New silo', lazyPage(create, 'SiloCreatePage')),
  {
    // the same `silos` segment again, only for its breadcrumb above every silo's page
    path: 'silos',
    handle: { crumb: 'Silos' },
    children: [
      page(':silo', (p) => p.silo, lazyPage(siloPage, 'SiloPage', 'siloLoader'), [
        page('idps-new', 'New identity provider', lazyPage(idpForm, 'IdpCreateForm')),
        page('idps/saml/:provider', (p) => p.provider, lazyPage(idpDetail, 'SamlIdpDetail', 'samlIdpLoader')),
      ]),
    ],
  },
]
