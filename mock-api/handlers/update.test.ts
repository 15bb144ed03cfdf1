import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { db } from '../db'
import { releaseKeyId, releaseRootRole, releaseTrustRootId } from '../fixtures/update'
import { fleetAdminId, graceHopperId, noRolesId } from '../fixtures/users'
import { startMockServer, type MockServer } from '../server'
import { del, expectError, expectOk, get, grantFleetRole, post, put, sessionCookie } from '../test-utils'
import { releaseArtifacts, repositoryArchive, rootRole, targetName } from '../tuf-builder'
import { sha256Hex } from '../tuf'
import { zip } from '../zip'

// grace-hopper, a silo collaborator, is made a fleet viewer: reads yes, changes no
const fleetViewerId = graceHopperId
beforeEach(() => grantFleetRole(fleetViewerId, 'viewer'))

const TARGET = '/v1/system/update/target-release'
const REPOSITORY = '/v1/system/update/repository'
const TRUST_ROOTS = '/v1/system/update/trust-roots'

const release = (version: string, root = releaseRootRole) =>
  repositoryArchive({ systemVersion: version, root, artifacts: releaseArtifacts(version) })
const upload = (archive: Uint8Array<ArrayBuffer>, fileName = 'oxide.zip', as = fleetAdminId) =>
  put(`${REPOSITORY}?file_name=${encodeURIComponent(fileName)}`, {
    as,
    raw: archive,
    headers: { 'content-type': 'application/octet-stream' },
  })
const setTarget = (version: string, as = fleetAdminId) => put(TARGET, { as, body: { system_version: version } })

describe('targetReleaseView and targetReleaseUpdate', () => {
  it('shows the seeded target release to fleet viewers, and no one else', async () => {
    expectOk(await get(TARGET, { as: fleetViewerId }), 200, schema.TargetRelease, {
      generation: 3,
      release_source: { type: 'system_version', version: '16.0.0' },
    })
    expectError(await get(TARGET, { as: noRolesId }), 403, 'Forbidden')
    expectError(await get(TARGET), 401)
  })

  it('sets an uploaded version as a new generation', async () => {
    expectOk(await upload(await release('16.1.0')), 200, schema.TufRepoInsertResponse)
    const res = await setTarget('16.1.0')
    expectOk(res, 201, schema.TargetRelease, {
      generation: 4,
      release_source: { type: 'system_version', version: '16.1.0' },
    })
    expect((await get(TARGET, { as: fleetAdminId })).body).toEqual(res.body)
    // the same version again is allowed and makes another generation
    expectOk(await setTarget('16.1.0'), 201, schema.TargetRelease, { generation: 5 })
  })

  it('refuses a version not uploaded, a downgrade, a bad version and a fleet viewer', async () => {
    const missing = await setTarget('17.0.0')
    expectError(missing, 404, 'ObjectNotFound')
    expect(missing.body.message).toBe('not found: tuf-repo with id "17.0.0"')
    const older = await setTarget('15.0.0')
    expectError(older, 400, 'InvalidRequest')
    expect(older.body.message).toBe(
      'Requested target release (15.0.0) must not be older than current target release (16.0.0).',
    )
    expectError(await setTarget('sixteen'), 400, 'InvalidRequest')
    expectError(await setTarget('16.0.0', fleetViewerId), 403, 'Forbidden')
    expect(db.targetReleases).toHaveLength(3)
  })
})

describe('systemUpdatePutRepository and systemUpdateGetRepository', () => {
  it('records a repository signed by a trust root, then finds it by version', async () => {
    const archive = await release('16.1.0')
    const res = await upload(archive, 'oxide-16.1.0.zip')
    expectOk(res, 200, schema.TufRepoInsertResponse, { status: 'inserted' })
    const artifact = releaseArtifacts('16.1.0')[2]
    expect(res.body.recorded.repo).toEqual({
      file_name: 'oxide-16.1.0.zip',
      hash: await sha256Hex(archive),
      system_version: '16.1.0',
      targets_role_version: 1,
      valid_until: '2035-01-01T00:00:00.000Z',
    })
    expect(res.body.recorded.artifacts).toHaveLength(6)
    expect(res.body.recorded.artifacts[2]).toEqual({
      id: { kind: artifact.kind, name: artifact.name, version: '16.1.0' },
      hash: await sha256Hex(artifact.bytes),
      size: artifact.bytes.length,
      sign: null,
    })
    const found = await get(`${REPOSITORY}/16.1.0`, { as: fleetViewerId })
    expectOk(found, 200, schema.TufRepoGetResponse)
    expect(found.body.description).toEqual(res.body.recorded)
  })

  it('answers already_exists for the same archive again, and 409 for another one of that version', async () => {
    const archive = await release('16.1.0')
    await upload(archive, 'first.zip')
    const again = await upload(archive, 'second.zip')
    expectOk(again, 200, schema.TufRepoInsertResponse, { status: 'already_exists' })
    expect(again.body.recorded.repo.file_name).toBe('first.zip')
    const other = await repositoryArchive({
      systemVersion: '16.1.0',
      root: releaseRootRole,
      artifacts: releaseArtifacts('16.1.0', 300),
    })
    const conflict = await upload(other)
    expectError(conflict, 409, 'Conflict')
    expect(conflict.body.message).toMatch(
      /^Uploaded repository with system version 16\.1\.0 has SHA256 hash [0-9a-f]{64}, but existing/,
    )
  })

  it('refuses a repository no trust root vouches for, until its root is trusted', async () => {
    const otherRoot = rootRole({ keyid: 'beef'.repeat(16) })
    const archive = await release('16.2.0', otherRoot)
    const refused = await upload(archive)
    expectError(refused, 400, 'InvalidRequest')
    expect(refused.body.message).toBe(
      'error loading repository: signature threshold of 1 not met for role root (0 valid signatures)',
    )
    expectOk(await post(TRUST_ROOTS, { as: fleetAdminId, body: otherRoot }), 201, schema.UpdatesTrustRoot)
    expectOk(await upload(archive), 200, schema.TufRepoInsertResponse, { status: 'inserted' })
    db.trustRoots = []
    expect((await upload(await release('16.3.0'))).body.message).toBe('error loading repository: trust store is empty')
  })

  it('refuses what is not a repository archive, saying why', async () => {
    const message = async (archive: Uint8Array<ArrayBuffer>) => (await upload(archive)).body.message
    expect(await message(new TextEncoder().encode('just text'))).toBe(
      'error opening archive: invalid Zip archive: could not find the end of central directory',
    )
    const text = (s: string) => new TextEncoder().encode(s)
    expect(await message(zip([{ path: 'metadata/1.root.json', bytes: text('{}') }]))).toBe(
      'error opening archive: invalid path in archive `metadata/1.root.json`: must be under `repo/`',
    )
    expect(await message(zip([{ path: 'repo/README', bytes: text('hi') }]))).toBe(
      'error loading repository: metadata/1.root.json is missing',
    )
    const artifacts = releaseArtifacts('16.1.0')
    const broken = await repositoryArchive({
      systemVersion: '16.1.0',
      root: releaseRootRole,
      artifacts,
      omitTargets: [targetName(artifacts[0])],
    })
    expect(await message(broken)).toBe(
      `artifacts.json defines target \`${targetName(artifacts[0])}\` which is missing from the repo`,
    )
    const unsigned = await repositoryArchive({
      systemVersion: '16.1.0',
      root: releaseRootRole,
      artifacts,
      targetsSignedBy: ['beef'.repeat(16)],
    })
    expect(await message(unsigned)).toBe(
      'error loading repository: signature threshold of 1 not met for role targets (0 valid signatures)',
    )
    const badVersion = await repositoryArchive({ systemVersion: 'v16', root: releaseRootRole, artifacts })
    expect(await message(badVersion)).toBe('error reading artifacts.json: invalid system version `v16`')
    expect(db.tufRepos).toHaveLength(2)
  })

  it('takes a body over the usual 1 MiB limit', async () => {
    const big = await repositoryArchive({
      systemVersion: '16.1.0',
      root: releaseRootRole,
      artifacts: releaseArtifacts('16.1.0', 400_000),
    })
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024)
    expectOk(await upload(big), 200, schema.TufRepoInsertResponse, { status: 'inserted' })
  })

  describe('on the Node server', () => {
    let server: MockServer
    beforeAll(async () => {
      server = await startMockServer(0)
    })
    afterAll(() => server.close())

    it('reads a repository over 1 MiB, where other operations stop at 1 MiB', async () => {
      const big = await repositoryArchive({
        systemVersion: '16.1.0',
        root: releaseRootRole,
        artifacts: releaseArtifacts('16.1.0', 400_000),
      })
      const headers = { cookie: sessionCookie(fleetAdminId), 'content-type': 'application/octet-stream' }
      const res = await fetch(`${server.url}${REPOSITORY}?file_name=big.zip`, { method: 'PUT', headers, body: big })
      expect(res.status).toBe(200)
      expect(((await res.json()) as { status: string }).status).toBe('inserted')
      const project = await fetch(`${server.url}/v1/projects`, { method: 'POST', headers, body: big })
      expect(project.status).toBe(413)
    })
  })

  it('lets only fleet admins upload and fleet viewers read', async () => {
    const archive = await release('16.1.0')
    expectError(await upload(archive, 'x.zip', fleetViewerId), 403, 'Forbidden')
    expectError(await upload(archive, 'x.zip', noRolesId), 403, 'Forbidden')
    expectError(await put(REPOSITORY, { as: fleetAdminId, raw: archive }), 400, 'InvalidRequest')
    expectError(await get(`${REPOSITORY}/16.0.0`, { as: noRolesId }), 403, 'Forbidden')
    const missing = await get(`${REPOSITORY}/16.9.0`, { as: fleetViewerId })
    expectError(missing, 404, 'ObjectNotFound')
    expect(missing.body.message).toBe('not found: tuf-repo with id "16.9.0"')
  })
})

describe('trust roots', () => {
  it('lists, views and deletes them, by id', async () => {
    const list = await get(TRUST_ROOTS, { as: fleetViewerId })
    expectOk(list, 200, schema.UpdatesTrustRootResultsPage)
    expect(list.body.items.map((r: { id: string }) => r.id)).toEqual([releaseTrustRootId])
    expect(list.body.items[0].root_role.signed.roles.root.keyids).toEqual([releaseKeyId])
    const added = await post(TRUST_ROOTS, { as: fleetAdminId, body: rootRole({ keyid: 'beef'.repeat(16) }) })
    const page = await get(`${TRUST_ROOTS}?limit=1`, { as: fleetViewerId })
    expect(page.body.next_page).toEqual(expect.any(String))
    const rest = await get(`${TRUST_ROOTS}?limit=1&page_token=${page.body.next_page}`, { as: fleetViewerId })
    expect([...page.body.items, ...rest.body.items].map((r: { id: string }) => r.id).sort()).toEqual(
      [releaseTrustRootId, added.body.id].sort(),
    )
    const one = `${TRUST_ROOTS}/${added.body.id}`
    expectOk(await get(one, { as: fleetViewerId }), 200, schema.UpdatesTrustRoot, { root_role: added.body.root_role })
    expectError(await del(one, { as: fleetViewerId }), 403, 'Forbidden')
    expect((await del(one, { as: fleetAdminId })).status).toBe(204)
    const gone = await get(one, { as: fleetAdminId })
    expectError(gone, 404, 'ObjectNotFound')
    expect(gone.body.message).toBe(`not found: tuf-trust-root with id "${added.body.id}"`)
  })

  it('refuses a document that is not a self-signed root role', async () => {
    const create = (body: unknown) => post(TRUST_ROOTS, { as: fleetAdminId, body })
    const notSigned = await create({ hello: 'world' })
    expectError(notSigned, 400, 'InvalidRequest')
    expect(notSigned.body.message).toBe('unable to parse JSON body: missing field `signed`')
    const otherKey = rootRole({ keyid: 'beef'.repeat(16), signedBy: ['cafe'.repeat(16)] })
    expect((await create(otherKey)).body.message).toBe(
      'unable to parse JSON body: Unable to verify root role: signature threshold of 1 not met for role root (0 valid signatures)',
    )
    const targets = { ...releaseRootRole, signed: { ...releaseRootRole.signed, _type: 'targets' } }
    expect((await create(targets)).body.message).toBe(
      'unable to parse JSON body: unknown variant `targets`, expected `root`',
    )
    expectError(
      await post(TRUST_ROOTS, { as: fleetAdminId, raw: 'not json', headers: { 'content-type': 'application/json' } }),
      400,
    )
    expect(db.trustRoots).toHaveLength(1)
  })

  it('answers others as the real authorization does', async () => {
    const one = `${TRUST_ROOTS}/${releaseTrustRootId}`
    expectError(await get(TRUST_ROOTS, { as: noRolesId }), 403, 'Forbidden')
    expectError(await get(one, { as: noRolesId }), 404, 'ObjectNotFound')
    expectError(await del(one, { as: noRolesId }), 404, 'ObjectNotFound')
    expectError(await post(TRUST_ROOTS, { as: fleetViewerId, body: releaseRootRole }), 403, 'Forbidden')
    expectError(await post(TRUST_ROOTS, { as: noRolesId, body: releaseRootRole }), 403, 'Forbidden')
    expect(db.trustRoots).toHaveLength(1)
  })
})
