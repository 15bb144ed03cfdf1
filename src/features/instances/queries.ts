// The queries only the instance pages read. Lists shared with other features (the project's
// disks, VPCs, pools...) live in `~/api/queries`.
import { apiq } from '~/api/client'
import {
  antiAffinityGroupsQuery,
  apiqAll,
  projectDisksQuery,
  projectFloatingIpsQuery,
  projectImagesQuery,
  projectSnapshotsQuery,
  projectVpcsQuery,
  siloImagesQuery,
  siloPoolsQuery,
  sshKeysQuery,
} from '~/api/queries'
import type { RouteParams } from '~/params'
import type { AnyQuery } from '~/routing'

type InstanceParams = Pick<RouteParams, 'project' | 'instance'>

export const instanceQuery = ({ project, instance }: InstanceParams) =>
  apiq('instanceView', { path: { instance }, query: { project } })

export const instanceDisksQuery = ({ project, instance }: InstanceParams) =>
  apiqAll('instanceDiskList', { path: { instance }, query: { project } })

export const instanceNicsQuery = ({ project, instance }: InstanceParams) =>
  apiqAll('instanceNetworkInterfaceList', { query: { project, instance } })

/** An instance has a handful of external IPs at most; the API answers them in one page. */
export const instanceIpsQuery = ({ project, instance }: InstanceParams) =>
  apiq('instanceExternalIpList', { path: { instance }, query: { project } })

/** Everything the create form offers a choice from, so it opens ready. */
export const createChoicesQueries = (project: string): AnyQuery[] => [
  siloImagesQuery,
  projectImagesQuery(project),
  projectSnapshotsQuery(project),
  projectDisksQuery(project),
  projectVpcsQuery(project),
  siloPoolsQuery,
  projectFloatingIpsQuery(project),
  sshKeysQuery,
  antiAffinityGroupsQuery(project),
]
