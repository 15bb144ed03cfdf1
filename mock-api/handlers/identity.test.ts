import { describe, expect, it } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { db } from '../db'
import { demoSiloId, otherIdpId, otherSiloId } from '../fixtures/silos'
import {
  dataScienceGroupId,
  dennisRitchieId,
  fleetAdminId,
  katherineJohnsonId,
  kernelDevsGroupId,
  noRolesId,
  otherAdminsGroupId,
  projectCollaboratorId,
  samlUserId,
  siloViewerId,
  webDevsGroupId,
} from '../fixtures/users'
import { expectError, expectOk, expectSchema, get } from '../test-utils'

const ids = (body: { items: { id: string }[] }) => body.items.map((i) => i.id)

describe('userList', () => {
  it('lists the users of the caller’s silo by id', async () => {
    const res = await get('/v1/users', { as: noRolesId })
    expectOk(res, 200, schema.UserResultsPage)
    expect(res.body.items).toHaveLength(7)
    expect(ids(res.body)).toEqual([...ids(res.body)].sort())
    expect(res.body.items.every((u: { silo_id: string }) => u.silo_id === demoSiloId)).toBe(true)
    expect(Object.keys(res.body.items[0]).sort()).toEqual(['display_name', 'id', 'silo_id'])
  })

  it('filters by group', async () => {
    const res = await get(`/v1/users?group=${kernelDevsGroupId}`, { as: siloViewerId })
    expectSchema(schema.UserResultsPage, res.body)
    expect(ids(res.body).sort()).toEqual([dennisRitchieId, katherineJohnsonId].sort())
  })

  it('pages', async () => {
    const first = await get('/v1/users?limit=3', { as: fleetAdminId })
    expect(first.body.items).toHaveLength(3)
    const second = await get(`/v1/users?limit=10&page_token=${first.body.next_page}`, { as: fleetAdminId })
    expect(second.body.items).toHaveLength(4)
    expect(second.body.next_page).toBeNull()
  })

  it('rejects a malformed group (400) and an unknown or foreign group (404)', async () => {
    expectError(await get('/v1/users?group=web-devs', { as: fleetAdminId }), 400, 'InvalidRequest')
    expectError(await get(`/v1/users?group=${crypto.randomUUID()}`, { as: fleetAdminId }), 404, 'ObjectNotFound')
    expectError(await get(`/v1/users?group=${otherAdminsGroupId}`, { as: fleetAdminId }), 404)
  })
})

describe('groupList', () => {
  it('lists the groups of the caller’s silo', async () => {
    const res = await get('/v1/groups', { as: projectCollaboratorId })
    expectOk(res, 200, schema.GroupResultsPage)
    expect(res.body.items.map((g: { display_name: string }) => g.display_name).sort()).toEqual([
      'data-science',
      'kernel-devs',
      'web-devs',
    ])
    const other = await get('/v1/groups', { as: samlUserId })
    expect(ids(other.body)).toEqual([otherAdminsGroupId])
  })

  it('pages, so that a client reading every page gets every group once', async () => {
    const first = await get('/v1/groups?limit=2', { as: fleetAdminId })
    expectOk(first, 200, schema.GroupResultsPage)
    const second = await get(`/v1/groups?limit=2&page_token=${first.body.next_page}`, { as: fleetAdminId })
    expect(second.body.next_page).toBeNull()
    expect([...ids(first.body), ...ids(second.body)].sort()).toEqual(
      [webDevsGroupId, kernelDevsGroupId, dataScienceGroupId].sort(),
    )
  })

  it('rejects a bad limit with 400', async () => {
    expectError(await get('/v1/groups?limit=zero', { as: fleetAdminId }), 400, 'InvalidRequest')
  })
})

describe('groupView', () => {
  it('shows a group of the caller’s silo', async () => {
    const res = await get(`/v1/groups/${webDevsGroupId}`, { as: noRolesId })
    expectOk(res, 200, schema.Group)
    expect(res.body).toEqual({ id: webDevsGroupId, display_name: 'web-devs', silo_id: demoSiloId })
  })

  it('answers 400 for a malformed group id, 404 for an unknown or foreign group', async () => {
    const malformed = await get('/v1/groups/web-devs', { as: fleetAdminId })
    expectError(malformed, 400, 'InvalidRequest')
    expect(malformed.body.message).toBe('bad path parameter "group_id": "web-devs" is not a valid id')
    expectError(await get(`/v1/groups/${crypto.randomUUID()}`, { as: fleetAdminId }), 404, 'ObjectNotFound')
    expectError(await get(`/v1/groups/${otherAdminsGroupId}`, { as: fleetAdminId }), 404, 'ObjectNotFound')
  })
})

describe('siloList', () => {
  it('lists discoverable silos to fleet viewers', async () => {
    db.silos.push({ ...db.silos[0], id: crypto.randomUUID(), name: 'hidden-silo', discoverable: false })
    const res = await get('/v1/system/silos', { as: fleetAdminId })
    expectOk(res, 200, schema.SiloResultsPage)
    expect(res.body.items.map((s: { name: string }) => s.name)).toEqual(['demo-silo', 'other-silo'])
  })

  it('rejects a bad sort mode with 400', async () => {
    expectError(await get('/v1/system/silos?sort_by=up', { as: fleetAdminId }), 400, 'InvalidRequest')
  })

  it('is forbidden below fleet viewer', async () => {
    expectError(await get('/v1/system/silos', { as: siloViewerId }), 403, 'Forbidden')
    expectError(await get('/v1/system/silos'), 401)
  })

  it('honours fleet roles conferred by a silo role (mapped_fleet_roles)', async () => {
    db.silos[0].mapped_fleet_roles = { viewer: ['viewer'] }
    expect((await get('/v1/system/silos', { as: siloViewerId })).status).toBe(200)
  })
})

describe('siloView', () => {
  it('shows a silo by name or id', async () => {
    const res = await get('/v1/system/silos/other-silo', { as: fleetAdminId })
    expectOk(res, 200, schema.Silo, { id: otherSiloId, identity_mode: 'saml_jit' })
    expect((await get(`/v1/system/silos/${demoSiloId}`, { as: fleetAdminId })).body.name).toBe('demo-silo')
  })

  it('answers 404 for an unknown silo', async () => {
    const res = await get('/v1/system/silos/nope', { as: fleetAdminId })
    expectError(res, 404, 'ObjectNotFound')
    expect(res.body.message).toBe('not found: silo with name "nope"')
  })

  it('is forbidden below fleet viewer', async () => {
    expectError(await get('/v1/system/silos/demo-silo', { as: siloViewerId }), 403, 'Forbidden')
  })
})

describe('siloIdentityProviderList', () => {
  it('lists a silo’s identity providers to fleet viewers', async () => {
    const res = await get('/v1/system/identity-providers?silo=other-silo', { as: fleetAdminId })
    expectOk(res, 200, schema.IdentityProviderResultsPage)
    expect(res.body.items).toEqual([
      expect.objectContaining({ id: otherIdpId, name: 'other-idp', provider_type: 'saml' }),
    ])
    const local = await get('/v1/system/identity-providers?silo=demo-silo', { as: fleetAdminId })
    expect(local.body.items).toEqual([])
  })

  it('lists them to viewers of that silo', async () => {
    const res = await get(`/v1/system/identity-providers?silo=${otherSiloId}`, { as: samlUserId })
    expect(ids(res.body)).toEqual([otherIdpId])
    expect((await get('/v1/system/identity-providers?silo=demo-silo', { as: siloViewerId })).status).toBe(200)
  })

  it('needs a valid, existing silo', async () => {
    expectError(await get('/v1/system/identity-providers', { as: fleetAdminId }), 400, 'InvalidRequest')
    expectError(await get('/v1/system/identity-providers?silo=Bad_Silo', { as: fleetAdminId }), 400)
    expectError(await get('/v1/system/identity-providers?silo=nope', { as: fleetAdminId }), 404, 'ObjectNotFound')
  })

  it('is forbidden to a member without a silo role, and hides other silos', async () => {
    expectError(await get('/v1/system/identity-providers?silo=demo-silo', { as: noRolesId }), 403, 'Forbidden')
    expectError(await get('/v1/system/identity-providers?silo=other-silo', { as: siloViewerId }), 404)
    expectError(await get('/v1/system/identity-providers?silo=demo-silo'), 401)
  })
})

describe('samlIdentityProviderView', () => {
  it('shows the SAML settings of a provider', async () => {
    const res = await get('/v1/system/identity-providers/saml/other-idp?silo=other-silo', { as: fleetAdminId })
    expectOk(res, 200, schema.SamlIdentityProvider, {
      id: otherIdpId,
      idp_entity_id: 'https://sso.example.com/metadata',
    })
    expect(res.body).not.toHaveProperty('silo_id')
  })

  it('answers 404 for an unknown provider and 400 without a silo', async () => {
    expectError(await get('/v1/system/identity-providers/saml/nope?silo=other-silo', { as: fleetAdminId }), 404)
    expectError(await get('/v1/system/identity-providers/saml/other-idp', { as: fleetAdminId }), 400)
  })

  it('is forbidden to a member without a silo role', async () => {
    expectError(
      await get('/v1/system/identity-providers/saml/other-idp?silo=demo-silo', { as: noRolesId }),
      403,
      'Forbidden',
    )
  })
})
