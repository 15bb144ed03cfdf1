// The silos of the fleet: the list, the create page, and a silo's page (tabs chosen by
// `?tab=`) with its identity-provider form and provider details opening over it.
import type { RouteObject } from 'react-router'
import { page, paramCrumb } from '~/routing'
import { listPage, loadPage, resourceRoutes } from '~/resourceRoutes'
import { siloList } from './lists'

const samlIdpDetail = loadPage(() => import('./IdpDetail'), 'SamlIdpDetail', 'samlIdpLoader')
const siloPage = loadPage(() => import('./SiloPage'), 'SiloPage')
const idpCreateForm = loadPage(() => import('./IdpCreateForm'), 'IdpCreateForm')
const siloCreatePage = loadPage(() => import('./SiloCreatePage'), 'SiloCreatePage')
const silosPage = listPage(siloList, () => import('./SilosPage'), 'SilosPage')

const siloChildren: RouteObject[] = [
  page('idps-new', 'New identity provider', idpCreateForm),
  page('idps/saml/:provider', paramCrumb('provider'), samlIdpDetail),
]

export const siloRoutes: RouteObject[] = [
  ...resourceRoutes('silos', 'Silos', silosPage, {
    item: ['silo', siloPage, siloChildren],
  }),
  // a page of its own, not over the list
  page('silos-new', 'New silo', siloCreatePage),
]
