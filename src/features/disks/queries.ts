import { apiq } from '~/api/client'
import type { RouteParams } from '~/params'

export const diskQuery = ({ project, disk }: Pick<RouteParams, 'project' | 'disk'>) =>
  apiq('diskView', { path: { disk }, query: { project } })
