/**
 * Finding project-scoped resources the way the real API's selectors do: a resource given by
 * id stands alone (naming a project as well is an error), one given by name needs its
 * project (or, for interfaces, its instance). Whatever the caller cannot read answers 404,
 * exactly like something missing. Every lookup settles the row's state against the clock.
 */
import { lookupReadableProject, projectRole, requireProjectRole } from './auth'
import { db, isUuid } from './db'
import { invalidRequest, notFound } from './errors'
import { settleDisk, settleInstance, settleSnapshot } from './lifecycle'
import type {
  AffinityGroupRow,
  AntiAffinityGroupRow,
  DiskRow,
  FloatingIpRow,
  ImageRow,
  InstanceRow,
  NetworkInterfaceRow,
  ProjectRow,
  SnapshotRow,
  UserRow,
  VpcRow,
  VpcSubnetRow,
} from './records'

export type Found<T> = { row: T; project: ProjectRow }

type Scoped = { id: string; name: string; project_id: string }

/** The project of a list or create call; those always need one. */
export function projectFromQuery(user: UserRow, project: string | undefined): ProjectRow {
  if (!project) throw invalidRequest('unable to parse query string: missing field `project`')
  return lookupReadableProject(user, project)
}

/**
 * What changing something takes beyond finding it (which answers 404 for what the caller
 * cannot read): being a collaborator on its project, else 403.
 */
export function changeable<F extends { project: ProjectRow }>(user: UserRow, found: F): F {
  requireProjectRole(user, found.project, 'collaborator')
  return found
}

/** The project a create call makes something in: readable (else 404) and changeable (else 403). */
export const projectToChange = (user: UserRow, project: string | undefined): ProjectRow =>
  changeable(user, { project: projectFromQuery(user, project) }).project

function readableProjectOf(user: UserRow, projectId: string): ProjectRow | undefined {
  const project = db.projects.find((p) => p.id === projectId)
  return project && projectRole(user, project) ? project : undefined
}

/** `kind` is the API's resource type name, as its messages spell it. */
function lookupScoped<T extends Scoped>(
  user: UserRow,
  rows: T[],
  kind: string,
  nameOrId: string,
  projectSel: string | undefined,
): Found<T> {
  if (isUuid(nameOrId)) {
    if (projectSel) throw invalidRequest(`when providing ${kind} as an ID project should not be specified`)
    const row = rows.find((r) => r.id === nameOrId)
    const project = row && readableProjectOf(user, row.project_id)
    if (!row || !project) throw notFound(kind, 'id', nameOrId)
    return { row, project }
  }
  if (!projectSel) throw invalidRequest(`${kind} should either be UUID or project should be specified`)
  const project = lookupReadableProject(user, projectSel)
  const row = rows.find((r) => r.project_id === project.id && r.name === nameOrId)
  if (!row) throw notFound(kind, 'name', nameOrId)
  return { row, project }
}

export function lookupInstance(user: UserRow, instance: string, project?: string): Found<InstanceRow> {
  const found = lookupScoped(user, db.instances, 'instance', instance, project)
  settleInstance(found.row)
  return found
}

export function lookupDisk(user: UserRow, disk: string, project?: string): Found<DiskRow> {
  const found = lookupScoped(user, db.disks, 'disk', disk, project)
  settleDisk(found.row)
  return found
}

export function lookupSnapshot(user: UserRow, snapshot: string, project?: string): Found<SnapshotRow> {
  const found = lookupScoped(user, db.snapshots, 'snapshot', snapshot, project)
  settleSnapshot(found.row)
  return found
}

export const lookupVpc = (user: UserRow, vpc: string, project?: string): Found<VpcRow> =>
  lookupScoped(user, db.vpcs, 'vpc', vpc, project)

export const lookupFloatingIp = (user: UserRow, ip: string, project?: string): Found<FloatingIpRow> =>
  lookupScoped(user, db.floatingIps, 'floating-ip', ip, project)

export const lookupAntiAffinityGroup = (user: UserRow, group: string, project?: string): Found<AntiAffinityGroupRow> =>
  lookupScoped(user, db.antiAffinityGroups, 'anti-affinity-group', group, project)

export const lookupAffinityGroup = (user: UserRow, group: string, project?: string): Found<AffinityGroupRow> =>
  lookupScoped(user, db.affinityGroups, 'affinity-group', group, project)

type Lookup<T> = (user: UserRow, nameOrId: string, project?: string) => Found<T>

/**
 * Something a call names for use in `project` (a disk to attach, an instance to add to a
 * group): by name within that project, or by id, which must then be the project's too, else
 * it is "not found" like anything missing.
 */
export function lookupInProject<T extends Scoped>(
  lookup: Lookup<T>,
  kind: string,
  user: UserRow,
  nameOrId: string,
  project: ProjectRow,
): T {
  const { row } = isUuid(nameOrId) ? lookup(user, nameOrId) : lookup(user, nameOrId, project.id)
  if (row.project_id !== project.id) throw notFound(kind, 'id', nameOrId)
  return row
}

/** A subnet by name within a VPC (the create-interface body names both). */
export function subnetInVpc(vpc: VpcRow, name: string): VpcSubnetRow {
  const subnet = db.vpcSubnets.find((s) => s.vpc_id === vpc.id && s.name === name)
  if (!subnet) throw notFound('vpc-subnet', 'name', name)
  return subnet
}

/** Images a user may see: their silo's images, and the project images of projects they can read. */
function visibleImage(user: UserRow, image: ImageRow): boolean {
  if (image.silo_id !== user.silo_id) return false
  return !image.project_id || readableProjectOf(user, image.project_id) !== undefined
}

/**
 * By id, any visible image. By name, the project's images when a project is given, else the
 * silo's images: the same name may be used once at each level.
 */
export function lookupImage(user: UserRow, image: string, project?: string): ImageRow {
  if (isUuid(image)) {
    if (project) throw invalidRequest('when providing image as an ID project should not be specified')
    const row = db.images.find((i) => i.id === image)
    if (!row || !visibleImage(user, row)) throw notFound('image', 'id', image)
    return row
  }
  const projectId = project ? lookupReadableProject(user, project).id : null
  const row = db.images.find(
    (i) => i.name === image && i.silo_id === user.silo_id && (i.project_id ?? null) === projectId,
  )
  if (!row) throw notFound('image', 'name', image)
  return row
}

/** An image by id for a disk source: silo images, or project images of that same project. */
export function imageForProject(user: UserRow, imageId: string, project: ProjectRow): ImageRow {
  const row = db.images.find((i) => i.id === imageId)
  const usable = row && row.silo_id === user.silo_id && (!row.project_id || row.project_id === project.id)
  if (!row || !usable) throw notFound('image', 'id', imageId)
  return row
}

/**
 * Interfaces are named within their instance: by id alone, or by name with the instance
 * (itself by id, or by name with its project).
 */
export function lookupNetworkInterface(
  user: UserRow,
  nic: string,
  instance?: string,
  project?: string,
): Found<NetworkInterfaceRow> & { instance: InstanceRow } {
  if (isUuid(nic)) {
    if (instance || project) {
      throw invalidRequest('when providing network interface as an ID instance and project should not be specified')
    }
    const row = db.networkInterfaces.find((n) => n.id === nic)
    const owner = row && db.instances.find((i) => i.id === row.instance_id)
    const home = owner && readableProjectOf(user, owner.project_id)
    if (!row || !owner || !home) throw notFound('instance-network-interface', 'id', nic)
    return { row, project: home, instance: settleInstance(owner) }
  }
  if (!instance) throw invalidRequest('network interface should either be UUID or instance should be specified')
  const { row: owner, project: home } = lookupInstance(user, instance, project)
  const row = db.networkInterfaces.find((n) => n.instance_id === owner.id && n.name === nic)
  if (!row) throw notFound('instance-network-interface', 'name', nic)
  return { row, project: home, instance: owner }
}

/** Instances of a project, settled, as lists need them. */
export function instancesOf(projectId: string): InstanceRow[] {
  return db.instances.filter((i) => i.project_id === projectId).map((i) => settleInstance(i))
}

/** Projects of a silo, for sums over the silo (quotas). */
export const projectIdsOfSilo = (siloId: string): Set<string> =>
  new Set(db.projects.filter((p) => p.silo_id === siloId).map((p) => p.id))
