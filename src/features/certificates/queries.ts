import { apiq } from '~/api/client'
import type { RouteParams } from '~/params'

export const certificateQuery = ({ certificate }: Pick<RouteParams, 'certificate'>) =>
  apiq('certificateView', { path: { certificate } })
