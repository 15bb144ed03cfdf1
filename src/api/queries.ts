// Queries more than one feature reads, each defined once so that every page asking for the
// same thing shares one cache entry, and lists read whole (for pickers and for naming what a
// row points at by id) go through `apiqAll`.
import { ALL_ITEMS, apiq, apiqErrorsAllowed, type ListOp, type OpParams } from './client'

/** A list call asking for all of it at once. */
export function apiqAll<K extends ListOp>(operation: K, params: NonNullable<OpParams<K>>) {
  const { query } = params as { query?: Record<string, unknown> }
  return apiq(operation, { ...params, query: { ...query, limit: ALL_ITEMS } } as OpParams<K>)
}

// Things named by id alone, the way other resources refer to them: cached per id, so rows
// that share one share a fetch.
export const instanceByIdQuery = (id: string) => apiq('instanceView', { path: { instance: id } })
export const imageByIdQuery = (id: string) => apiq('imageView', { path: { image: id } })
export const snapshotByIdQuery = (id: string) => apiq('snapshotView', { path: { snapshot: id } })
export const diskByIdQuery = (id: string) => apiq('diskView', { path: { disk: id } })
/** A silo, by name or id: the user's own is the fleet explainers' (the roles it maps theirs to). */
export const siloViewQuery = (silo: string) => apiq('siloView', { path: { silo } })

/**
 * The fleet's policy as the fleet explainers read it, failures thrown (not the shell's "is a
 * fleet viewer" answer): read when the user enters the system area (src/api/session.ts).
 */
export const fleetPolicyQuery = apiq('systemPolicyView', {})

// The signed-in user's (the session's, src/api/session.ts, which the lazily loaded pages do not
// import: one of them importing that entry module splits the entry chunk, rolldown#10731)
export const meQuery = apiq('currentUserView', {})
export const myGroupsQuery = apiq('currentUserGroups', {})
/** The silo's policy as the shell and the explainers read it: a user without a silo role may not. */
export const siloPolicyReadQuery = apiqErrorsAllowed('policyView', {})
/** A project's policy as the project's shell and the explainers read it, errors allowed too. */
export const projectPolicyReadQuery = (project: string) => apiqErrorsAllowed('projectPolicyView', { path: { project } })

// The silo's
export const allProjectsQuery = apiqAll('projectList', {})
/** The IP pools linked to the caller's silo. */
export const siloPoolsQuery = apiqAll('projectIpPoolList', {})
export const siloImagesQuery = apiqAll('imageList', {})
export const sshKeysQuery = apiqAll('currentUserSshKeyList', {})

// A project's
export const projectImagesQuery = (project: string) => apiqAll('imageList', { query: { project } })
export const projectSnapshotsQuery = (project: string) => apiqAll('snapshotList', { query: { project } })
export const projectDisksQuery = (project: string) => apiqAll('diskList', { query: { project } })
export const projectInstancesQuery = (project: string) => apiqAll('instanceList', { query: { project } })
export const projectVpcsQuery = (project: string) => apiqAll('vpcList', { query: { project } })
export const projectFloatingIpsQuery = (project: string) => apiqAll('floatingIpList', { query: { project } })
export const antiAffinityGroupsQuery = (project: string) => apiqAll('antiAffinityGroupList', { query: { project } })
export const affinityGroupsQuery = (project: string) => apiqAll('affinityGroupList', { query: { project } })

// A VPC's
export const vpcSubnetsQuery = (project: string, vpc: string) => apiqAll('vpcSubnetList', { query: { project, vpc } })
export const vpcRoutersQuery = (project: string, vpc: string) => apiqAll('vpcRouterList', { query: { project, vpc } })
export const vpcGatewaysQuery = (project: string, vpc: string) =>
  apiqAll('internetGatewayList', { query: { project, vpc } })
export const routerRoutesQuery = (project: string, vpc: string, router: string) =>
  apiqAll('vpcRouterRouteList', { query: { project, vpc, router } })
