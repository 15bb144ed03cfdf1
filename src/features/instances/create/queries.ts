import { apiq, queryClient } from '~/api/client'

const ALL = 1000
export const createQueries = (project: string) => ({
  siloImages: apiq('imageList', { query: { limit: ALL } }),
  projectImages: apiq('imageList', { query: { project, limit: ALL } }),
  snapshots: apiq('snapshotList', { query: { project, limit: ALL } }),
  disks: apiq('diskList', { query: { project, limit: ALL } }),
  vpcs: apiq('vpcList', { query: { project, limit: ALL } }),
  pools: apiq('projectIpPoolList', { query: { limit: ALL } }),
  floatingIps: apiq('floatingIpList', { query: { project, limit: ALL } }),
  sshKeys: apiq('currentUserSshKeyList', { query: { limit: ALL } }),
  antiAffinityGroups: apiq('antiAffinityGroupList', { query: { project, limit: ALL } }),
})

/** Every list the form offers choices from, fetched before it renders. */
export async function createInstanceLoader({ params }: { params: { project?: string } }) {
  const q = createQueries(params.project!)
  await Promise.all(Object.values(q).map((o) => queryClient.ensureQueryData(o as typeof q.disks)))
  return null
}
