import { apiq } from '~/api/client'
import type { RouteParams } from '~/params'

export const floatingIpQuery = ({ project, floatingIp }: Pick<RouteParams, 'project' | 'floatingIp'>) =>
  apiq('floatingIpView', { path: { floatingIp }, query: { project } })
