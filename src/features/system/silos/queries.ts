import { apiq } from '~/api/client'
import { siloViewQuery } from '~/api/queries'
import type { RouteParams } from '~/params'

type SiloP = Pick<RouteParams, 'silo'>

export const siloQuery = ({ silo }: SiloP) => siloViewQuery(silo)
export const siloQuotasQuery = ({ silo }: SiloP) => apiq('siloQuotasView', { path: { silo } })
/** what the silo holds now: the least its quotas may be set to */
export const siloUtilizationQuery = ({ silo }: SiloP) => apiq('siloUtilizationView', { path: { silo } })
export const samlIdpQuery = ({ silo, provider }: Pick<RouteParams, 'silo' | 'provider'>) =>
  apiq('samlIdentityProviderView', { path: { provider }, query: { silo } })
