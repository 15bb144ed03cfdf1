// A probe, as its page reads it; the rack's sleds (a probe runs on one, named by its serial)
// are the inventory's (~/features/system/inventory/queries).
import { apiq } from '~/api/client'
import type { RouteParams } from '~/params'

export const probeQuery = ({ project, probe }: Pick<RouteParams, 'project' | 'probe'>) =>
  apiq('probeView', { path: { probe }, query: { project } })
