import { describe, expect, it } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { db } from '../db'
import { siloQuotas } from '../fixtures/quotas'
import { demoSiloId, otherSiloId } from '../fixtures/silos'
import { fleetAdminId, noRolesId, samlUserId, siloViewerId } from '../fixtures/users'
import { siloUtilization } from '../quotas'
import { GiB } from '../sizes'
import { expectError, expectOk, get, put } from '../test-utils'

const seedQuota = (siloId: string) => siloQuotas.find((q) => q.silo_id === siloId)!

/** A fleet viewer that is not a fleet admin: silo-viewer, through demo-silo's mapped roles. */
function makeSiloViewerAFleetViewer() {
  db.silos.find((s) => s.id === demoSiloId)!.mapped_fleet_roles = { viewer: ['viewer'] }
}

describe('systemQuotasList', () => {
  it('lists every silo’s quota by silo id, page by page', async () => {
    const first = await get('/v1/system/silo-quotas?limit=1', { as: fleetAdminId })
    expectOk(first, 200, schema.SiloQuotasResultsPage)
    const second = await get(`/v1/system/silo-quotas?limit=1&page_token=${first.body.next_page}`, { as: fleetAdminId })
    expect(second.body.next_page).toBeNull()
    const all = [...first.body.items, ...second.body.items]
    expect(all).toEqual(
      [seedQuota(otherSiloId), seedQuota(demoSiloId)].sort((a, b) => (a.silo_id < b.silo_id ? -1 : 1)),
    )
  })

  it('is for fleet viewers only', async () => {
    expectError(await get('/v1/system/silo-quotas', { as: siloViewerId }), 403, 'Forbidden')
    expectError(await get('/v1/system/silo-quotas?sort_by=sideways', { as: fleetAdminId }), 400)
  })
})

describe('siloQuotasView', () => {
  it('shows a silo’s quota to fleet viewers and to the silo’s own viewers', async () => {
    expectOk(
      await get('/v1/system/silos/other-silo/quotas', { as: fleetAdminId }),
      200,
      schema.SiloQuotas,
      seedQuota(otherSiloId),
    )
    expectOk(await get('/v1/system/silos/demo-silo/quotas', { as: siloViewerId }), 200, schema.SiloQuotas)
  })

  it('hides other silos (404) and refuses members without a role (403)', async () => {
    expectError(await get('/v1/system/silos/other-silo/quotas', { as: siloViewerId }), 404, 'ObjectNotFound')
    expectError(await get('/v1/system/silos/demo-silo/quotas', { as: noRolesId }), 403, 'Forbidden')
    expectError(await get('/v1/system/silos/nope/quotas', { as: fleetAdminId }), 404, 'ObjectNotFound')
  })
})

describe('siloQuotasUpdate', () => {
  const update = (body: object, as = fleetAdminId, silo = 'other-silo') =>
    put(`/v1/system/silos/${silo}/quotas`, { as, body })

  it('changes the values given and keeps the others', async () => {
    const res = await update({ cpus: 40, memory: 128 * GiB })
    expectOk(res, 200, schema.SiloQuotas, { silo_id: otherSiloId, cpus: 40, memory: 128 * GiB, storage: 1024 * GiB })
    expect((await get('/v1/system/silos/other-silo/quotas', { as: fleetAdminId })).body.cpus).toBe(40)
    expect((await update({ storage: null })).body.storage).toBe(1024 * GiB)
  })

  it('accepts a quota below what the silo holds, as the real API does', async () => {
    const held = siloUtilization(demoSiloId).provisioned
    expect(held.cpus).toBeGreaterThan(0)
    const res = await update({ cpus: held.cpus - 1 }, fleetAdminId, 'demo-silo')
    expectOk(res, 200, schema.SiloQuotas, { cpus: held.cpus - 1 })
  })

  it('refuses negative values with the real API’s messages', async () => {
    const res = await update({ cpus: -1 })
    expectError(res, 400, 'InvalidRequest')
    expect(res.body.message).toBe('Cannot update silo quota: CPU quota must not be negative')
    expectError(await update({ memory: -1 }), 400)
    expectError(await update({ storage: 'lots' }), 400)
  })

  it('needs fleet admin: fleet viewers and silo admins are refused', async () => {
    makeSiloViewerAFleetViewer()
    expectError(await update({ cpus: 1 }, siloViewerId), 403, 'Forbidden')
    // fleet-admin is demo-silo's admin too, but that alone would not do: other-silo's admin
    expectError(await update({ cpus: 1 }, samlUserId), 403, 'Forbidden')
    expectError(await update({ cpus: 1 }, noRolesId, 'demo-silo'), 403)
  })
})

describe('siloUtilizationView', () => {
  it('answers what the silo holds against its quota', async () => {
    const res = await get('/v1/system/utilization/silos/demo-silo', { as: fleetAdminId })
    expectOk(res, 200, schema.SiloUtilization, {
      silo_id: demoSiloId,
      silo_name: 'demo-silo',
      allocated: { cpus: 64, memory: 256 * GiB, storage: 10 * 1024 * GiB },
      provisioned: siloUtilization(demoSiloId).provisioned,
    })
  })

  it('is hidden from other silos’ users and refused to members without a role', async () => {
    expectError(await get('/v1/system/utilization/silos/demo-silo', { as: samlUserId }), 404, 'ObjectNotFound')
    expectError(await get('/v1/system/utilization/silos/demo-silo', { as: noRolesId }), 403, 'Forbidden')
    expectError(await get('/v1/system/utilization/silos/Not_A_Name', { as: fleetAdminId }), 400)
  })
})

describe('siloUtilizationList', () => {
  it('lists discoverable silos, and hidden ones that have a quota, by name', async () => {
    db.silos.push({ ...db.silos[0], id: crypto.randomUUID(), name: 'hidden-empty', discoverable: false })
    const hidden = { ...db.silos[0], id: crypto.randomUUID(), name: 'hidden-with-quota', discoverable: false }
    db.silos.push(hidden)
    db.siloQuotas.push({ silo_id: hidden.id, cpus: 2, memory: 0, storage: 0 })
    const res = await get('/v1/system/utilization/silos', { as: fleetAdminId })
    expectOk(res, 200, schema.SiloUtilizationResultsPage)
    expect(res.body.items.map((u: { silo_name: string }) => u.silo_name)).toEqual([
      'demo-silo',
      'hidden-with-quota',
      'other-silo',
    ])
  })

  it('is for fleet viewers only', async () => {
    expectError(await get('/v1/system/utilization/silos', { as: siloViewerId }), 403, 'Forbidden')
    makeSiloViewerAFleetViewer()
    expect((await get('/v1/system/utilization/silos', { as: siloViewerId })).status).toBe(200)
  })
})
