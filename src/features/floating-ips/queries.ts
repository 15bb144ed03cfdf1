import { apiq } from '~/api/client'

// Lists read whole for lookups and pickers; a project or silo with more than this many
// pools, instances or floating IPs is beyond what a select can usefully offer anyway.
const ALL = 1000

export const floatingIpQuery = (project: string, floatingIp: string) =>
  apiq('floatingIpView', { path: { floatingIp }, query: { project } })

/** Every floating IP of the project, to learn which address family each pool hands out. */
export const allFloatingIpsQuery = (project: string) => apiq('floatingIpList', { query: { project, limit: ALL } })

/** The pools linked to the caller's silo: a pool id in a row is named from this list. */
export const siloPoolsQuery = apiq('projectIpPoolList', { query: { limit: ALL } })

export const projectInstancesQuery = (project: string) => apiq('instanceList', { query: { project, limit: ALL } })

/** An instance by id alone, the way a floating IP refers to it; cached per id. */
export const instanceByIdQuery = (id: string) => apiq('instanceView', { path: { instance: id } })
