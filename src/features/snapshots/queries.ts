import { apiq } from '~/api/client'
import type { RouteParams } from '~/params'

export const snapshotQuery = ({ project, snapshot }: Pick<RouteParams, 'project' | 'snapshot'>) =>
  apiq('snapshotView', { path: { snapshot }, query: { project } })
