// Queries the probe screens read, each defined once so loaders and components share cache keys.
import { apiq } from '~/api/client'
import { apiqAll } from '~/api/queries'
import type { RouteParams } from '~/params'

/** The rack's sleds: a probe runs on one, and the list names them by serial. */
export const allSledsQuery = apiqAll('sledList', {})

export const probeQuery = ({ project, probe }: Pick<RouteParams, 'project' | 'probe'>) =>
  apiq('probeView', { path: { probe }, query: { project } })
