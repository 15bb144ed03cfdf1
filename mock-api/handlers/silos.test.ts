import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { db } from '../db'
import { otherSiloId } from '../fixtures/silos'
import { fleetAdminId, samlUserId, siloViewerId } from '../fixtures/users'
import { GiB } from '../sizes'
import { del, expectError, expectOk, get, grantFleetRole, post } from '../test-utils'

const file = (name: string) => readFileSync(new URL(`../../test/files/${name}`, import.meta.url), 'utf8')
const cert = file('silo-tls.cert.pem')
const key = file('silo-tls.key.pem')

const body = (extra: object = {}) => ({
  name: 'new-silo',
  description: 'a tenant',
  discoverable: true,
  identity_mode: 'local_only',
  quotas: { cpus: 8, memory: 32 * GiB, storage: 512 * GiB },
  tls_certificates: [],
  // optional with a default in the API document, yet the generated validators ask for it
  mapped_fleet_roles: {},
  ...extra,
})
const createSilo = (extra?: object, as = fleetAdminId) => post('/v1/system/silos', { as, body: body(extra) })

describe('siloCreate', () => {
  it('creates the silo with its quota, certificates and admin group', async () => {
    const res = await createSilo({
      admin_group_name: 'new-admins',
      tls_certificates: [{ name: 'tls', description: '', cert, key, service: 'external_api' }],
      mapped_fleet_roles: { admin: ['viewer'] },
    })
    expectOk(res, 201, schema.Silo, { name: 'new-silo', mapped_fleet_roles: { admin: ['viewer'] } })
    const id = res.body.id
    expectOk(await get('/v1/system/silos/new-silo/quotas', { as: fleetAdminId }), 200, schema.SiloQuotas, {
      silo_id: id,
      cpus: 8,
    })
    expect(db.certificates.filter((c) => c.silo_id === id)).toEqual([
      expect.objectContaining({ silo_id: id, name: 'tls', cert }),
    ])
    const group = db.groups.find((g) => g.silo_id === id)!
    expect(group.display_name).toBe('new-admins')
    expect(db.siloPolicies[id].role_assignments).toEqual([
      { identity_id: group.id, identity_type: 'silo_group', role_name: 'admin' },
    ])
    expect((await get('/v1/system/silos', { as: fleetAdminId })).body.items).toHaveLength(3)
  })

  it('refuses a name in use, with the real API’s error', async () => {
    const res = await createSilo({ name: 'demo-silo' })
    expectError(res, 400, 'ObjectAlreadyExists')
    expect(res.body.message).toBe('already exists: silo "demo-silo"')
  })

  it('refuses certificates and keys that are not PEM of the right kind, and nothing is made', async () => {
    const tls = (c: string, k: string) => ({
      tls_certificates: [{ name: 't', description: '', cert: c, key: k, service: 'external_api' }],
    })
    const swapped = await createSilo(tls(key, cert))
    expectError(swapped, 400, 'InvalidRequest')
    expect(swapped.body.message).toBe('invalid certificate "t": expected only CERTIFICATE blocks')
    const noKey = await createSilo(tls(cert, 'not a key'))
    expect(noKey.body.message).toBe('invalid private key of certificate "t": expected one PEM private key')
    const broken = await createSilo(tls(cert.replace(/\n[A-Za-z0-9+/]{10}/, '\n!!!!'), key))
    expect(broken.body.message).toBe('invalid certificate "t": a PEM block is not valid base64 DER')
    expect(db.silos.map((s) => s.name)).not.toContain('new-silo')
  })

  it('refuses bad quotas and bodies', async () => {
    const negative = await createSilo({ quotas: { cpus: -1, memory: 0, storage: 0 } })
    expect(negative.body.message).toBe('Cannot create silo quota: CPU quota must not be negative')
    expectError(await createSilo({ identity_mode: 'ldap' }), 400)
    expectError(await createSilo({ name: 'Bad Name' }), 400)
  })

  it('needs a fleet role: fleet viewers may not, and only fleet admins may map fleet roles', async () => {
    expectError(await createSilo({}, siloViewerId), 403, 'Forbidden')
    grantFleetRole(siloViewerId, 'collaborator')
    expectError(await createSilo({ mapped_fleet_roles: { admin: ['admin'] } }, siloViewerId), 403, 'Forbidden')
    expectOk(await createSilo({}, siloViewerId), 201, schema.Silo)
  })
})

describe('siloDelete', () => {
  it('refuses while the silo holds a project', async () => {
    const res = await del('/v1/system/silos/other-silo', { as: fleetAdminId })
    expectError(res, 400, 'InvalidRequest')
    expect(res.body.message).toBe('silo to be deleted contains a project')
  })

  it('deletes the silo with its users, groups, providers, quota, certificates and pool links', async () => {
    db.projects = db.projects.filter((p) => p.silo_id !== otherSiloId)
    db.ipPoolSiloLinks.push({ pool_id: db.ipPools[0].id, silo_id: otherSiloId, is_default: false })
    expect((await del('/v1/system/silos/other-silo', { as: fleetAdminId })).status).toBe(204)
    expectError(await get('/v1/system/silos/other-silo', { as: fleetAdminId }), 404, 'ObjectNotFound')
    const left = [db.users, db.groups, db.samlIdentityProviders, db.siloQuotas, db.certificates, db.ipPoolSiloLinks]
    for (const rows of left) expect(rows.filter((r) => r.silo_id === otherSiloId)).toEqual([])
    expect(db.ipPools.length).toBeGreaterThan(0)
    expect(db.siloPolicies[otherSiloId]).toBeUndefined()
    // its users' sessions end with them
    expectError(await get('/v1/me', { as: samlUserId }), 401)
  })

  it('needs fleet admin', async () => {
    db.silos.find((s) => s.name === 'demo-silo')!.mapped_fleet_roles = { viewer: ['viewer'] }
    expectError(await del('/v1/system/silos/other-silo', { as: siloViewerId }), 403, 'Forbidden')
    expectError(await del('/v1/system/silos/nope', { as: fleetAdminId }), 404, 'ObjectNotFound')
  })
})
