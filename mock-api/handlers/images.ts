/**
 * Images to boot from. A project image belongs to one project; a silo image (no project) is
 * seen by every project of its silo. Names are unique at each level, so the same name may be
 * used once among a silo's images and once in each project.
 *
 * Roles follow the real API: project images are the project's collaborators' to make and
 * delete; silo images are the silo's collaborators' (or admins'), and moving an image between
 * the levels (promote, demote) needs a silo collaborator too.
 */
import type { MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { currentUser, lookupReadableProject, projectRole, requireProjectRole, requireSiloRole } from '../auth'
import { db } from '../db'
import { invalidRequest, notFound } from '../errors'
import { lookupImage } from '../lookups'
import { pageOf } from '../pagination'
import type { ImageRow, ProjectRow, SnapshotRow, UserRow } from '../records'
import { accepted, assertNameFree, created, newIdentity, touch } from '../resources'
import { requireSnapshotState } from '../state-rules'

const imageView = ({ silo_id: _siloId, ...image }: ImageRow) => image

/** The API's resource names for the two kinds, as its "already exists" messages spell them. */
const kindOf = (projectId: string | null) => (projectId ? 'project-image' : 'silo-image')

/** The silo's images (projectId null), or a project's: names are unique within each. */
const imagesAt = (siloId: string, projectId: string | null) =>
  db.images.filter((i) => i.silo_id === siloId && (i.project_id ?? null) === projectId)

const assertImageNameFree = (siloId: string, projectId: string | null, name: string) =>
  assertNameFree(imagesAt(siloId, projectId), kindOf(projectId), name)

/** Project images are their project's collaborators' to change, silo images the silo's. */
function requireImageCollaborator(user: UserRow, project: ProjectRow | null | undefined): void {
  if (project) requireProjectRole(user, project, 'collaborator')
  else requireSiloRole(user, 'collaborator')
}

function projectOfImage(image: ImageRow): ProjectRow | undefined {
  return image.project_id ? db.projects.find((p) => p.id === image.project_id) : undefined
}

/**
 * The snapshot an image is made from: any snapshot the caller can read, and for a project
 * image one of that same project (the real API's own check and message).
 */
function sourceSnapshot(user: UserRow, snapshotId: string, project: ProjectRow | null): SnapshotRow {
  const snapshot = db.snapshots.find((s) => s.id === snapshotId)
  const home = snapshot && db.projects.find((p) => p.id === snapshot.project_id)
  if (!snapshot || !home || !projectRole(user, home)) throw notFound('snapshot', 'id', snapshotId)
  if (project && snapshot.project_id !== project.id) {
    throw invalidRequest('snapshot does not belong to this project')
  }
  requireSnapshotState(snapshot, 'create an image from it')
  return snapshot
}

export const imageHandlers: Partial<MSWHandlers> = {
  // With a project: that project's images. Without: the silo's images, which every member
  // of the silo may see.
  imageList({ query, ...params }) {
    const user = currentUser(params)
    const projectId = query.project ? lookupReadableProject(user, query.project).id : null
    return pageOf(imagesAt(user.silo_id, projectId), query, imageView)
  },

  imageView({ path, query, ...params }) {
    const user = currentUser(params)
    return imageView(lookupImage(user, path.image, query.project))
  },

  /**
   * The document leaves `project` optional. Without it the real API makes a silo image
   * (needing silo collaborator), and so does the mock; with it, a project image.
   */
  imageCreate({ query, body, ...params }) {
    const user = currentUser(params)
    const project = query.project ? lookupReadableProject(user, query.project) : null
    requireImageCollaborator(user, project)
    const snapshot = sourceSnapshot(user, body.source.id, project)
    assertImageNameFree(user.silo_id, project?.id ?? null, body.name)
    const image: ImageRow = {
      ...newIdentity(body),
      os: body.os,
      version: body.version,
      size: snapshot.size,
      block_size: snapshot.block_size,
      // the control plane does not hash images made from snapshots
      digest: null,
      project_id: project?.id ?? null,
      silo_id: user.silo_id,
    }
    db.images.push(image)
    return created(imageView(image))
  },

  imageDelete({ path, query, ...params }) {
    const user = currentUser(params)
    const image = lookupImage(user, path.image, query.project)
    const project = projectOfImage(image)
    requireImageCollaborator(user, project)
    // disks made from the image keep their image_id, as instances keep running in the real API
    db.images = db.images.filter((i) => i !== image)
    return 204
  },

  // `project` here only names the project of an image given by name.
  imagePromote({ path, query, ...params }) {
    const user = currentUser(params)
    const image = lookupImage(user, path.image, query.project)
    // the real API refuses the wrong kind before it checks any role
    if (!image.project_id) throw invalidRequest('Cannot promote a silo image')
    requireSiloRole(user, 'collaborator')
    assertImageNameFree(image.silo_id, null, image.name)
    image.project_id = null
    touch(image)
    return accepted(imageView(image))
  },

  // `project` here is where the image goes; the image itself is one of the silo's (by id, or
  // by name among the silo's images).
  imageDemote({ path, query, ...params }) {
    const user = currentUser(params)
    const image = lookupImage(user, path.image)
    if (image.project_id) throw invalidRequest('Cannot demote a project image')
    requireSiloRole(user, 'collaborator')
    const project = lookupReadableProject(user, query.project)
    requireProjectRole(user, project, 'collaborator')
    assertImageNameFree(image.silo_id, project.id, image.name)
    image.project_id = project.id
    touch(image)
    return accepted(imageView(image))
  },
}
