import { describe, expect, it } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { buildHostKeyId, graceKeyId, laptopKeyId } from '../fixtures/ssh-keys'
import { fleetAdminId, graceHopperId, noRolesId, samlUserId, siloViewerId } from '../fixtures/users'
import { del, expectError, expectOk, expectSchema, get, post } from '../test-utils'

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

  it('refuses a taken name or a bad one, and stores the public key as given, unchecked', async () => {
    const taken = await addKey(fleetAdminId, { name: 'laptop-ed25519' })
    expectError(taken, 400, 'ObjectAlreadyExists')
    expect(taken.body.message).toBe('already exists: ssh-key "laptop-ed25519"')
    expectError(await addKey(fleetAdminId, { name: 'Bad Name' }), 400, 'InvalidRequest')
    expectError(await post('/v1/me/ssh-keys', { as: fleetAdminId, body: { name: 'no-key', description: '' } }), 400)
    // the real API checks nothing about the key itself (its own tests add "ssh-test AAAAAAAA")
    for (const [name, public_key] of [
      ['not-a-key', 'ssh-test AAAAAAAA'],
      ['padded', `  ${ED25519}\n`],
    ]) {
      expectOk(await addKey(fleetAdminId, { name, public_key }), 201, schema.SshKey, { public_key })
    }
  })

  it('views and deletes the caller’s own key by name or id', async () => {
    const byName = await get('/v1/me/ssh-keys/laptop-ed25519', { as: fleetAdminId })
    expectSchema(schema.SshKey, byName.body)
    expect((await get(`/v1/me/ssh-keys/${laptopKeyId}`, { as: fleetAdminId })).body).toEqual(byName.body)
    expect((await del('/v1/me/ssh-keys/workstation', { as: graceHopperId })).status).toBe(204)
    expectError(await get('/v1/me/ssh-keys/workstation', { as: graceHopperId }), 404, 'ObjectNotFound')
    expectError(await del(`/v1/me/ssh-keys/${graceKeyId}`, { as: graceHopperId }), 404, 'ObjectNotFound')
  })

  it('finds another user’s key by id only, readable in their silo and deletable by its admins', async () => {
    // by name, only the caller's own keys are looked at
    expectError(await get('/v1/me/ssh-keys/workstation', { as: fleetAdminId }), 404, 'ObjectNotFound')
    // anyone in the owner's silo may read it, whatever their roles
    expectOk(await get(`/v1/me/ssh-keys/${graceKeyId}`, { as: noRolesId }), 200, schema.SshKey, { name: 'workstation' })
    // a user of another silo may not even see it
    expectError(await get(`/v1/me/ssh-keys/${graceKeyId}`, { as: samlUserId }), 404, 'ObjectNotFound')
    expectError(await del(`/v1/me/ssh-keys/${graceKeyId}`, { as: samlUserId }), 404, 'ObjectNotFound')
    // reading is not deleting: only the silo's admins may
    expectError(await del(`/v1/me/ssh-keys/${graceKeyId}`, { as: siloViewerId }), 403, 'Forbidden')
    expect((await del(`/v1/me/ssh-keys/${graceKeyId}`, { as: fleetAdminId })).status).toBe(204)
    expectError(await get(`/v1/me/ssh-keys/${graceKeyId}`, { as: graceHopperId }), 404)
  })

  it('answers 401 to every operation when signed out', async () => {
    expectError(await post('/v1/me/ssh-keys', { body: { name: 'x', description: '', public_key: ED25519 } }), 401)
    expectError(await get(`/v1/me/ssh-keys/${laptopKeyId}`), 401)
    expectError(await del(`/v1/me/ssh-keys/${laptopKeyId}`), 401)
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
