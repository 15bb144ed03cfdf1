import { beforeEach, describe, expect, it } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { resetDb } from '../db'
import { buildHostKeyId, graceKeyId, laptopKeyId } from '../fixtures/ssh-keys'
import { fleetAdminId, graceHopperId, noRolesId, siloViewerId } from '../fixtures/users'
import { del, expectError, expectOk, expectSchema, get, post } from '../test-utils'
import { isOpenSshPublicKey } from './ssh-keys'

beforeEach(resetDb)

const ED25519 = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIDqpolJi0RxGXhSYD3rNJypu61Bdu+8mZTbt+dYMgnwG someone@host'
const addKey = (as: string, body: object) =>
  post('/v1/me/ssh-keys', { as, body: { name: 'new-key', description: '', public_key: ED25519, ...body } })

describe('current user SSH keys', () => {
  it('lists only the caller’s own keys', async () => {
    const res = await get('/v1/me/ssh-keys', { as: fleetAdminId })
    expectOk(res, 200, schema.SshKeyResultsPage)
    expect(res.body.items.map((k: { id: string }) => k.id)).toEqual([buildHostKeyId, laptopKeyId])
    expect((await get('/v1/me/ssh-keys', { as: noRolesId })).body.items).toEqual([])
    expectError(await get('/v1/me/ssh-keys'), 401)
  })

  it('adds a key for any signed-in user, whatever their roles', async () => {
    const res = await addKey(noRolesId, { name: 'mine' })
    expectOk(res, 201, schema.SshKey, { name: 'mine', silo_user_id: noRolesId, public_key: ED25519 })
    // names are per user
    expect((await addKey(siloViewerId, { name: 'mine' })).status).toBe(201)
  })

  it('refuses a taken name and text that is not a public key', async () => {
    const taken = await addKey(fleetAdminId, { name: 'laptop-ed25519' })
    expectError(taken, 400, 'ObjectAlreadyExists')
    expect(taken.body.message).toBe('already exists: ssh-key "laptop-ed25519"')
    for (const public_key of [
      '',
      'hello',
      '-----BEGIN OPENSSH PRIVATE KEY-----',
      'ssh-rsa AAAAC3NzaC1lZDI1NTE5AAAAIDqp',
    ]) {
      expectError(await addKey(fleetAdminId, { public_key }), 400, 'InvalidRequest')
    }
    expectError(await addKey(fleetAdminId, { name: 'Bad Name' }), 400, 'InvalidRequest')
  })

  it('views and deletes a key by name or id, never someone else’s', async () => {
    const byName = await get('/v1/me/ssh-keys/laptop-ed25519', { as: fleetAdminId })
    expectSchema(schema.SshKey, byName.body)
    expect((await get(`/v1/me/ssh-keys/${laptopKeyId}`, { as: fleetAdminId })).body).toEqual(byName.body)
    expectError(await get(`/v1/me/ssh-keys/${graceKeyId}`, { as: fleetAdminId }), 404, 'ObjectNotFound')
    expectError(await del(`/v1/me/ssh-keys/${graceKeyId}`, { as: fleetAdminId }), 404)
    expect((await del('/v1/me/ssh-keys/workstation', { as: graceHopperId })).status).toBe(204)
    expectError(await get('/v1/me/ssh-keys/workstation', { as: graceHopperId }), 404)
  })
})

describe('instanceSshPublicKeyList', () => {
  it('lists the keys an instance was given, dropping deleted ones', async () => {
    const res = await get('/v1/instances/web-server-1/ssh-public-keys?project=demo-project', { as: siloViewerId })
    expectSchema(schema.SshKeyResultsPage, res.body)
    expect(res.body.items.map((k: { name: string }) => k.name)).toEqual(['build-host-rsa', 'laptop-ed25519'])
    await del(`/v1/me/ssh-keys/${buildHostKeyId}`, { as: fleetAdminId })
    const after = await get('/v1/instances/web-server-1/ssh-public-keys?project=demo-project', { as: siloViewerId })
    expect(after.body.items.map((k: { name: string }) => k.name)).toEqual(['laptop-ed25519'])
    expectError(await get('/v1/instances/web-server-1/ssh-public-keys?project=demo-project', { as: noRolesId }), 404)
  })
})

describe('isOpenSshPublicKey', () => {
  it('accepts the seeded keys and rejects mismatched types', () => {
    expect(isOpenSshPublicKey(ED25519)).toBe(true)
    expect(isOpenSshPublicKey(ED25519.replace('ssh-ed25519', 'ssh-rsa'))).toBe(false)
  })
})
