import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { rackId, gimletSerial } from '../fixtures/hardware'
import { activeBundleId, failedBundleId } from '../fixtures/support-bundles'
import { fleetAdminId, graceHopperId, noRolesId } from '../fixtures/users'
import { startMockServer, type MockServer } from '../server'
import { LARGE_FILE_BYTES } from '../support-bundle-files'
import { advanceClock, withFakeClock } from '../test-clock'
import { del, expectError, expectOk, get, grantFleetRole, post, put, sessionCookie } from '../test-utils'
import { transitionMs } from '../timing'
import { COLLECTING_STEPS } from './support-bundles'

withFakeClock()
// grace-hopper, a silo collaborator, is made a fleet viewer: reads yes, changes no
const fleetViewerId = graceHopperId
beforeEach(() => {
  grantFleetRole(fleetViewerId, 'viewer')
})

const BUNDLES = '/experimental/v1/system/support-bundles'
const bundle = (id: string) => `${BUNDLES}/${id}`
const create = (body: object = {}, as = fleetAdminId) => post(BUNDLES, { as, body })

describe('supportBundleList', () => {
  it('lists the seeded bundles, oldest first by default and newest first when asked', async () => {
    const res = await get(BUNDLES, { as: fleetViewerId })
    expectOk(res, 200, schema.SupportBundleInfoResultsPage)
    expect(res.body.items.map((b: { id: string }) => b.id)).toEqual([activeBundleId, failedBundleId])
    expect(res.body.items[1]).toMatchObject({ state: 'failed', reason_for_failure: expect.any(String) })
    const newest = await get(`${BUNDLES}?sort_by=time_and_id_descending`, { as: fleetViewerId })
    expect(newest.body.items.map((b: { id: string }) => b.id)).toEqual([failedBundleId, activeBundleId])
  })

  it('pages with the page token', async () => {
    const first = await get(`${BUNDLES}?limit=1&sort_by=time_and_id_descending`, { as: fleetViewerId })
    expect(first.body.items.map((b: { id: string }) => b.id)).toEqual([failedBundleId])
    const second = await get(`${BUNDLES}?limit=1&page_token=${first.body.next_page}`, { as: fleetViewerId })
    expect(second.body.items.map((b: { id: string }) => b.id)).toEqual([activeBundleId])
    expect(second.body.next_page).toBeNull()
  })

  it('refuses someone who is not a fleet viewer', async () => {
    expectError(await get(BUNDLES, { as: noRolesId }), 403, 'Forbidden')
    expectError(await get(BUNDLES), 401)
  })
})

describe('supportBundleCreate', () => {
  it('creates a collecting bundle that becomes active after the collection time', async () => {
    const res = await create({ user_comment: 'disk faults on sled 7' })
    expectOk(res, 201, schema.SupportBundleInfo, {
      state: 'collecting',
      reason_for_creation: 'Created by external API',
      user_comment: 'disk faults on sled 7',
    })
    const id = res.body.id
    expect((await get(`${bundle(id)}/download`, { as: fleetAdminId })).body).toMatchObject({
      error_code: 'InvalidRequest',
      message: 'Cannot download bundle in non-active state',
    })
    advanceClock(COLLECTING_STEPS * transitionMs() - 1)
    expect((await get(bundle(id), { as: fleetAdminId })).body.state).toBe('collecting')
    advanceClock(1)
    expectOk(await get(bundle(id), { as: fleetViewerId }), 200, schema.SupportBundleInfo, { state: 'active' })
  })

  it('refuses a comment over 4096 bytes, and a fleet viewer', async () => {
    const long = await create({ user_comment: 'é'.repeat(2049) })
    expectError(long, 400, 'InvalidRequest')
    expect(long.body.message).toBe('User comment cannot exceed 4096 bytes')
    expectError(await create({}, fleetViewerId), 403, 'Forbidden')
    expect((await get(BUNDLES, { as: fleetAdminId })).body.items).toHaveLength(2)
  })
})

describe('supportBundleView, supportBundleUpdate', () => {
  it('shows a bundle and edits its comment', async () => {
    expectOk(await get(bundle(activeBundleId), { as: fleetViewerId }), 200, schema.SupportBundleInfo, {
      id: activeBundleId,
      state: 'active',
    })
    const res = await put(bundle(activeBundleId), { as: fleetAdminId, body: { user_comment: 'case 4411 closed' } })
    expectOk(res, 200, schema.SupportBundleInfo, { user_comment: 'case 4411 closed' })
    const cleared = await put(bundle(activeBundleId), { as: fleetAdminId, body: { user_comment: null } })
    expect(cleared.body.user_comment).toBeNull()
  })

  it('answers 404 for a missing bundle and for someone not a fleet viewer; 403 for a viewer editing', async () => {
    const missing = await get(bundle('5b0d1e00-0000-4000-8000-0000000000ff'), { as: fleetAdminId })
    expectError(missing, 404, 'ObjectNotFound')
    expect(missing.body.message).toBe('not found: support-bundle with id "5b0d1e00-0000-4000-8000-0000000000ff"')
    expectError(await get(bundle(activeBundleId), { as: noRolesId }), 404, 'ObjectNotFound')
    const body = { user_comment: 'x' }
    expectError(await put(bundle(activeBundleId), { as: fleetViewerId, body }), 403, 'Forbidden')
    expectError(await get(bundle('not-a-uuid'), { as: fleetAdminId }), 400)
  })
})

describe('supportBundleDelete', () => {
  it('destroys the bundle, then it is gone; a failed one can be deleted too', async () => {
    expect((await del(bundle(failedBundleId), { as: fleetAdminId })).status).toBe(204)
    expect((await get(bundle(failedBundleId), { as: fleetAdminId })).body.state).toBe('destroying')
    expect((await get(`${bundle(failedBundleId)}/index`, { as: fleetAdminId })).status).toBe(400)
    advanceClock(transitionMs())
    expectError(await get(bundle(failedBundleId), { as: fleetAdminId }), 404, 'ObjectNotFound')
    expect((await get(BUNDLES, { as: fleetAdminId })).body.items).toHaveLength(1)
  })

  it('refuses a fleet viewer', async () => {
    expectError(await del(bundle(activeBundleId), { as: fleetViewerId }), 403, 'Forbidden')
  })
})

describe('bundle contents over HTTP (the Node server)', () => {
  let server: MockServer
  let dir: string
  beforeAll(async () => {
    server = await startMockServer(0)
    dir = mkdtempSync(join(tmpdir(), 'bundle-'))
  })
  afterAll(async () => {
    await server.close()
    rmSync(dir, { recursive: true })
  })
  const fetchAs = (path: string, as: string, method = 'GET') =>
    fetch(server.url + path, { method, headers: { cookie: sessionCookie(as) } })
  const dendrite = `rack/${rackId}/sled/${gimletSerial(0)}/oxide-dendrite.log`

  it('lists the index and serves each file, and the whole bundle as a zip of those files', async () => {
    const index = await fetchAs(`${bundle(activeBundleId)}/index`, fleetViewerId)
    expect(index.status).toBe(200)
    const paths = (await index.text()).trim().split('\n')
    expect(paths).toEqual(expect.arrayContaining(['bundle_id.txt', 'inventory.json', dendrite]))

    const idFile = await fetchAs(`${bundle(activeBundleId)}/download/bundle_id.txt`, fleetViewerId)
    expect(await idFile.text()).toBe(`${activeBundleId}\n`)
    // a path with slashes travels as one encoded path segment
    const big = await fetchAs(`${bundle(activeBundleId)}/download/${encodeURIComponent(dendrite)}`, fleetViewerId)
    expect((await big.arrayBuffer()).byteLength).toBe(LARGE_FILE_BYTES)

    const head = await fetchAs(`${bundle(activeBundleId)}/download`, fleetViewerId, 'HEAD')
    const zipRes = await fetchAs(`${bundle(activeBundleId)}/download`, fleetViewerId)
    const bytes = new Uint8Array(await zipRes.arrayBuffer())
    expect(zipRes.headers.get('content-type')).toBe('application/zip')
    expect(Number(head.headers.get('content-length'))).toBe(bytes.length)
    expect(await head.text()).toBe('')

    // unzip itself checks every entry's CRC and reads each back
    const file = join(dir, 'bundle.zip')
    writeFileSync(file, bytes)
    expect(execFileSync('unzip', ['-tq', file]).toString()).toMatch(/No errors detected/)
    expect(execFileSync('unzip', ['-p', file, 'bundle_id.txt']).toString()).toBe(`${activeBundleId}\n`)
    const listing = execFileSync('unzip', ['-Z1', file]).toString().trim().split('\n')
    expect(listing).toEqual(paths)
  })

  it('HEAD of a file gives its size; a missing file is 404; a failed bundle is refused', async () => {
    const head = await fetchAs(
      `${bundle(activeBundleId)}/download/${encodeURIComponent(dendrite)}`,
      fleetAdminId,
      'HEAD',
    )
    expect(head.status).toBe(200)
    expect(Number(head.headers.get('content-length'))).toBe(LARGE_FILE_BYTES)
    expect((await fetchAs(`${bundle(activeBundleId)}/download/nope.txt`, fleetAdminId)).status).toBe(404)
    const failed = await fetchAs(`${bundle(failedBundleId)}/download`, fleetAdminId)
    expect(failed.status).toBe(400)
    expect((await failed.json()).message).toBe('Cannot download bundle in non-active state')
    expect((await fetchAs(`${bundle(activeBundleId)}/download`, noRolesId)).status).toBe(404)
  })
})
