import { describe, expect, it } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { buildFarmSnapshotIds } from '../fixtures/build-farm-storage'
import { snapshotIds } from '../fixtures/disks'
import { ciRunnerImageId, goldenImageId, rockyImageId, ubuntuImageId } from '../fixtures/images'
import { buildFarmId, demoProjectId } from '../fixtures/projects'
import {
  fleetAdminId,
  graceHopperId,
  katherineJohnsonId,
  noRolesId,
  projectCollaboratorId,
  samlUserId,
  siloViewerId,
} from '../fixtures/users'
import { GiB } from '../sizes'
import { withFakeClock } from '../test-clock'
import { del, expectError, expectOk, expectSchema, get, post } from '../test-utils'

withFakeClock()

const names = (body: { items: { name: string }[] }) => body.items.map((i) => i.name)
const siloImages = async () => names((await get('/v1/images', { as: fleetAdminId })).body)
const projectImages = async (project = 'demo-project') =>
  names((await get(`/v1/images?project=${project}`, { as: fleetAdminId })).body)

const createImage = (body: object, project: string | null = 'demo-project', as = projectCollaboratorId) =>
  post(project ? `/v1/images?project=${project}` : '/v1/images', {
    as,
    body: {
      name: 'new-image',
      description: 'made in a test',
      os: 'debian',
      version: '12',
      source: { type: 'snapshot', id: snapshotIds.dbDataNightly },
      ...body,
    },
  })
const fromSnapshot = (id: string) => ({ source: { type: 'snapshot', id } })
const promote = (image: string, project?: string, as = fleetAdminId) =>
  post(`/v1/images/${image}/promote${project ? `?project=${project}` : ''}`, { as })
const demote = (image: string, project: string | null = 'demo-project', as = fleetAdminId) =>
  post(`/v1/images/${image}/demote${project ? `?project=${project}` : ''}`, { as })

describe('imageList and imageView', () => {
  it('lists the silo’s images without a project, and a project’s images with one', async () => {
    const silo = await get('/v1/images', { as: noRolesId })
    expectOk(silo, 200, schema.ImageResultsPage)
    expect(names(silo.body)).toEqual(['alpine-3-20', 'debian-12', 'fedora-40', 'rocky-9', 'ubuntu-24-04'])
    expect(silo.body.items[0]).not.toHaveProperty('silo_id')
    const project = await get('/v1/images?project=demo-project', { as: projectCollaboratorId })
    expect(names(project.body)).toEqual(['app-golden-image', 'ci-runner-image'])
    expect(names((await get('/v1/images', { as: samlUserId })).body)).toEqual(['ubuntu-22-04'])
    expectError(await get('/v1/images?project=demo-project', { as: noRolesId }), 404)
  })

  it('views an image by id, by name in a project, or by name among the silo’s', async () => {
    const byId = await get(`/v1/images/${ubuntuImageId}`, { as: siloViewerId })
    expectSchema(schema.Image, byId.body)
    expect(byId.body).toMatchObject({ name: 'ubuntu-24-04', os: 'ubuntu', project_id: null })
    expect((await get('/v1/images/ubuntu-24-04', { as: siloViewerId })).body.id).toBe(ubuntuImageId)
    const golden = await get('/v1/images/app-golden-image?project=demo-project', { as: siloViewerId })
    expect(golden.body.id).toBe(goldenImageId)
    expectError(await get('/v1/images/app-golden-image', { as: siloViewerId }), 404)
    expectError(await get(`/v1/images/${goldenImageId}`, { as: noRolesId }), 404)
    expectError(await get(`/v1/images/${ubuntuImageId}`, { as: samlUserId }), 404)
    expectError(await get(`/v1/images/${ubuntuImageId}?project=demo-project`, { as: fleetAdminId }), 400)
  })
})

describe('imageCreate', () => {
  it('makes a project image from a ready snapshot of the project', async () => {
    const res = await createImage({})
    expectOk(res, 201, schema.Image, {
      name: 'new-image',
      description: 'made in a test',
      os: 'debian',
      version: '12',
      project_id: demoProjectId,
      size: 500 * GiB,
      block_size: 4096,
      digest: null,
    })
    expect(await projectImages()).toContain('new-image')
    expect(await siloImages()).not.toContain('new-image')
  })

  it('takes size and block size from the snapshot', async () => {
    const res = await createImage(fromSnapshot(buildFarmSnapshotIds.toolchainJuly), 'build-farm', fleetAdminId)
    expect(res.body).toMatchObject({ size: 60 * GiB, block_size: 4096, project_id: buildFarmId })
  })

  it('makes a silo image when no project is given, for silo collaborators', async () => {
    const res = await createImage({ name: 'silo-made' }, null, graceHopperId)
    expectOk(res, 201, schema.Image)
    expect(res.body.project_id ?? null).toBeNull()
    expect(await siloImages()).toContain('silo-made')
    expectError(await createImage({ name: 'not-mine' }, null, projectCollaboratorId), 403, 'Forbidden')
  })

  it('refuses snapshots that are not ready, elsewhere, or unknown', async () => {
    const creating = await createImage(fromSnapshot(buildFarmSnapshotIds.ciRunner1Hourly), 'build-farm', fleetAdminId)
    expectError(creating, 400, 'InvalidRequest')
    expect(creating.body.message).toBe('snapshot state is creating, cannot create an image from it')
    const faulted = await createImage(fromSnapshot(buildFarmSnapshotIds.artifactMirrorJune), 'build-farm', fleetAdminId)
    expect(faulted.body.message).toBe('snapshot state is faulted, cannot create an image from it')
    const elsewhere = await createImage(fromSnapshot(buildFarmSnapshotIds.toolchainJuly), 'demo-project', fleetAdminId)
    expectError(elsewhere, 400, 'InvalidRequest')
    expect(elsewhere.body.message).toBe('snapshot does not belong to this project')
    // a snapshot the caller cannot read is as missing as one that does not exist
    expectError(await createImage(fromSnapshot(buildFarmSnapshotIds.toolchainJuly)), 404, 'ObjectNotFound')
    expectError(await createImage(fromSnapshot(crypto.randomUUID())), 404, 'ObjectNotFound')
  })

  it('refuses a name taken at the same level only', async () => {
    const taken = await createImage({ name: 'app-golden-image' })
    expectError(taken, 400, 'ObjectAlreadyExists')
    expect(taken.body.message).toBe('already exists: project-image "app-golden-image"')
    const siloTaken = await createImage({ name: 'debian-12' }, null, fleetAdminId)
    expect(siloTaken.body.message).toBe('already exists: silo-image "debian-12"')
    // a project image may share a silo image's name
    expect((await createImage({ name: 'debian-12' })).status).toBe(201)
  })

  it('refuses viewers and hides the project from outsiders', async () => {
    expectError(await createImage({}, 'demo-project', siloViewerId), 403, 'Forbidden')
    expectError(await createImage({}, 'demo-project', noRolesId), 404, 'ObjectNotFound')
    expectError(await createImage({ name: 'Bad Name' }), 400, 'InvalidRequest')
  })
})

describe('imageDelete', () => {
  it('deletes a project image for the project’s collaborators', async () => {
    expectError(await del('/v1/images/ci-runner-image?project=demo-project', { as: siloViewerId }), 403, 'Forbidden')
    expectError(await del(`/v1/images/${ciRunnerImageId}`, { as: noRolesId }), 404, 'ObjectNotFound')
    expect((await del('/v1/images/ci-runner-image?project=demo-project', { as: projectCollaboratorId })).status).toBe(
      204,
    )
    expect(await projectImages()).toEqual(['app-golden-image'])
  })

  it('deletes a silo image for silo collaborators and admins only', async () => {
    expectError(await del('/v1/images/rocky-9', { as: projectCollaboratorId }), 403, 'Forbidden')
    expectError(await del('/v1/images/rocky-9', { as: siloViewerId }), 403, 'Forbidden')
    expect((await del('/v1/images/rocky-9', { as: graceHopperId })).status).toBe(204)
    expect((await del(`/v1/images/${ubuntuImageId}`, { as: fleetAdminId })).status).toBe(204)
    expect(await siloImages()).toEqual(['alpine-3-20', 'debian-12', 'fedora-40'])
    // disks made from it keep saying so
    const boot = await get('/v1/disks/web-server-1-boot?project=demo-project', { as: fleetAdminId })
    expect(boot.body.image_id).toBe(ubuntuImageId)
  })
})

describe('imagePromote', () => {
  it('turns a project image into a silo image', async () => {
    const res = await promote('ci-runner-image', 'demo-project')
    expectOk(res, 202, schema.Image)
    expect(res.body.id).toBe(ciRunnerImageId)
    expect(res.body.project_id ?? null).toBeNull()
    expect(await siloImages()).toContain('ci-runner-image')
    expect(await projectImages()).toEqual(['app-golden-image'])
    expect((await get('/v1/images/ci-runner-image', { as: projectCollaboratorId })).body.id).toBe(ciRunnerImageId)
  })

  it('refuses a silo image and a taken name', async () => {
    const silo = await promote(ubuntuImageId)
    expectError(silo, 400, 'InvalidRequest')
    expect(silo.body.message).toBe('Cannot promote a silo image')
    expect((await createImage({ name: 'debian-12' })).status).toBe(201)
    const taken = await promote('debian-12', 'demo-project')
    expectError(taken, 400, 'ObjectAlreadyExists')
    expect(taken.body.message).toBe('already exists: silo-image "debian-12"')
    expect(await projectImages()).toContain('debian-12')
  })

  it('needs a silo collaborator: project roles are not enough', async () => {
    expectError(await promote('ci-runner-image', 'demo-project', projectCollaboratorId), 403, 'Forbidden')
    expectError(await promote('ci-runner-image', 'demo-project', siloViewerId), 403, 'Forbidden')
    expectError(await promote(ciRunnerImageId, undefined, noRolesId), 404, 'ObjectNotFound')
    // katherine-johnson is admin of ml-training but only a viewer of the silo
    const own = await createImage(fromSnapshot(buildFarmSnapshotIds.toolchainJuly), 'build-farm', fleetAdminId)
    expect(own.status).toBe(201)
    expectError(await promote(own.body.id, undefined, katherineJohnsonId), 403, 'Forbidden')
    expect((await promote(ciRunnerImageId, undefined, graceHopperId)).status).toBe(202)
  })
})

describe('imageDemote', () => {
  it('turns a silo image into an image of the given project', async () => {
    const res = await demote('rocky-9')
    expectOk(res, 202, schema.Image, { id: rockyImageId, project_id: demoProjectId })
    expect(await siloImages()).not.toContain('rocky-9')
    expect(await projectImages()).toContain('rocky-9')
    expect((await demote(ubuntuImageId, 'build-farm', graceHopperId)).body.project_id).toBe(buildFarmId)
  })

  it('needs the project, and refuses project images and taken names', async () => {
    expectError(await demote('rocky-9', null), 400, 'InvalidRequest')
    const projectImage = await demote(goldenImageId)
    expectError(projectImage, 400, 'InvalidRequest')
    expect(projectImage.body.message).toBe('Cannot demote a project image')
    // by name, the image is looked up among the silo's images, not the target project's
    expectError(await demote('app-golden-image'), 404, 'ObjectNotFound')
    expect((await createImage({ name: 'alpine-3-20' })).status).toBe(201)
    const taken = await demote('alpine-3-20')
    expectError(taken, 400, 'ObjectAlreadyExists')
    expect(taken.body.message).toBe('already exists: project-image "alpine-3-20"')
    expect(await siloImages()).toContain('alpine-3-20')
    expectError(await demote('rocky-9', 'no-such-project'), 404, 'ObjectNotFound')
  })

  it('needs a silo collaborator', async () => {
    expectError(await demote('rocky-9', 'demo-project', projectCollaboratorId), 403, 'Forbidden')
    expectError(await demote('rocky-9', 'demo-project', siloViewerId), 403, 'Forbidden')
    expectError(await demote('rocky-9', 'demo-project', noRolesId), 403, 'Forbidden')
    expect(await siloImages()).toContain('rocky-9')
  })
})
