import { describe, expect, it } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import {
  DECOMMISSIONED_DISK,
  EXPUNGED_CUBBY,
  EXPUNGED_DISK,
  GIMLET_PART,
  gimletSerial,
  IN_RACK_CUBBIES,
  NON_PROVISIONABLE_CUBBY,
  physicalDiskId,
  rackId,
  sledId,
  switches,
  UNINITIALIZED_CUBBY,
} from '../fixtures/hardware'
import { instanceIds } from '../fixtures/instance-ids'
import { fleetAdminId, graceHopperId, siloViewerId } from '../fixtures/users'
import { expectError, expectOk, get, post, put, grantFleetRole } from '../test-utils'

const HW = '/v1/system/hardware'
const MISSING = '00000000-0000-4000-8000-000000000000'

/** Every page of a list, following its tokens. */
async function allPages(path: string, limit: number, as = fleetAdminId) {
  const items = []
  let token: string | null = null
  let pages = 0
  do {
    const sep = path.includes('?') ? '&' : '?'
    const res = await get(`${path}${sep}limit=${limit}${token ? `&page_token=${token}` : ''}`, { as })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    items.push(...res.body.items)
    token = res.body.next_page
    pages++
  } while (token)
  return { items, pages }
}

/** grace-hopper (silo collaborator) as a fleet viewer: reads yes, changes no */
const makeFleetViewer = () => grantFleetRole(graceHopperId, 'viewer')

describe('racks and switches', () => {
  it('lists the rack and shows it by id', async () => {
    const list = await get(`${HW}/racks`, { as: fleetAdminId })
    expectOk(list, 200, schema.RackResultsPage, { next_page: null })
    expect(list.body.items.map((r: { id: string }) => r.id)).toEqual([rackId])
    expectOk(await get(`${HW}/racks/${rackId}`, { as: fleetAdminId }), 200, schema.Rack, { id: rackId })
  })

  it('lists both switches, in pages, and shows one with its baseboard', async () => {
    const { items, pages } = await allPages(`${HW}/switches`, 1)
    expect(pages).toBe(2)
    expect(items.map((s: { id: string }) => s.id)).toEqual(switches.map((s) => s.id))
    const one = await get(`${HW}/switches/${switches[1].id}`, { as: fleetAdminId })
    expectOk(one, 200, schema.Switch, { rack_id: rackId, baseboard: { serial: switches[1].baseboard.serial } })
    // where it sits is not part of the API's view
    expect(one.body).not.toHaveProperty('slot')
  })

  it('answers 404 for an unknown id and 400 for one that is not a UUID', async () => {
    expectError(await get(`${HW}/racks/${MISSING}`, { as: fleetAdminId }), 404, 'ObjectNotFound')
    const sw = await get(`${HW}/switches/${MISSING}`, { as: fleetAdminId })
    expectError(sw, 404, 'ObjectNotFound')
    expect(sw.body.message).toBe(`not found: switch with id "${MISSING}"`)
    expectError(await get(`${HW}/racks/not-a-uuid`, { as: fleetAdminId }), 400, 'InvalidRequest')
  })

  it('refuses lists to users who are not fleet viewers (403) and hides single items (404)', async () => {
    expectError(await get(`${HW}/racks`, { as: siloViewerId }), 403, 'Forbidden')
    expectError(await get(`${HW}/switches`, { as: siloViewerId }), 403, 'Forbidden')
    expectError(await get(`${HW}/racks/${rackId}`, { as: siloViewerId }), 404, 'ObjectNotFound')
    expectError(await get(`${HW}/switches/${switches[0].id}`, { as: siloViewerId }), 404, 'ObjectNotFound')
    expectError(await get(`${HW}/racks`), 401, 'Unauthorized')
  })
})

describe('sledList and sledView', () => {
  it('lists the in-service sleds, provisionable or not, in id order across pages', async () => {
    const { items, pages } = await allPages(`${HW}/sleds`, 4)
    expect(pages).toBe(4)
    const expected = IN_RACK_CUBBIES.filter((c) => c !== EXPUNGED_CUBBY).map(sledId)
    expect(items.map((s: { id: string }) => s.id)).toEqual(expected)
    const drained = items.find((s: { id: string }) => s.id === sledId(NON_PROVISIONABLE_CUBBY))
    expect(drained.policy).toEqual({ kind: 'in_service', provision_policy: 'non_provisionable' })
    expectOk(await get(`${HW}/sleds?limit=100`, { as: fleetAdminId }), 200, schema.SledResultsPage)
  })

  it('shows a sled by id, the expunged one too, without the fields the API does not show', async () => {
    const res = await get(`${HW}/sleds/${sledId(EXPUNGED_CUBBY)}`, { as: fleetAdminId })
    expectOk(res, 200, schema.Sled, { policy: { kind: 'expunged' }, state: 'decommissioned', rack_id: rackId })
    expect(res.body.baseboard).toEqual({ part: GIMLET_PART, revision: 7, serial: gimletSerial(EXPUNGED_CUBBY) })
    expect(Object.keys(res.body)).not.toContain('cubby')
    expect(Object.keys(res.body)).not.toContain('reservoir_size')
  })

  it('refuses bad ids, bad page tokens and users who are not fleet viewers', async () => {
    expectError(await get(`${HW}/sleds/${MISSING}`, { as: fleetAdminId }), 404, 'ObjectNotFound')
    expectError(await get(`${HW}/sleds?page_token=nonsense`, { as: fleetAdminId }), 400, 'InvalidRequest')
    expectError(await get(`${HW}/sleds`, { as: siloViewerId }), 403, 'Forbidden')
    expectError(await get(`${HW}/sleds/${sledId(0)}`, { as: siloViewerId }), 404, 'ObjectNotFound')
  })
})

describe('physical disks', () => {
  it('lists the in-service drives of the rack, each with a sled', async () => {
    const { items } = await allPages(`${HW}/disks`, 50)
    // 14 healthy sleds' worth, less the one expunged and the one decommissioned drive
    expect(items).toHaveLength(14 * 10 + 10 - 2)
    expect(new Set(items.map((d: { vendor: string }) => d.vendor)).size).toBeGreaterThanOrEqual(3)
    expect(items.every((d: { form_factor: string }) => d.form_factor === 'u2')).toBe(true)
    expectOk(await get(`${HW}/disks?limit=5`, { as: fleetAdminId }), 200, schema.PhysicalDiskResultsPage)
  })

  it("lists all of a sled's drives, those out of service too; an unknown sled has none", async () => {
    const res = await get(`${HW}/sleds/${sledId(EXPUNGED_DISK.cubby)}/disks`, { as: fleetAdminId })
    expectOk(res, 200, schema.PhysicalDiskResultsPage, { next_page: null })
    expect(res.body.items).toHaveLength(10)
    const pulled = res.body.items.find(
      (d: { id: string }) => d.id === physicalDiskId(EXPUNGED_DISK.cubby, EXPUNGED_DISK.bay),
    )
    expect(pulled).toMatchObject({ policy: { kind: 'expunged' }, state: 'active' })
    const gone = await get(`${HW}/disks/${physicalDiskId(DECOMMISSIONED_DISK.cubby, DECOMMISSIONED_DISK.bay)}`, {
      as: fleetAdminId,
    })
    expectOk(gone, 200, schema.PhysicalDisk, { policy: { kind: 'expunged' }, state: 'decommissioned' })
    // as the real API: the sled is not looked up
    const none = await get(`${HW}/sleds/${MISSING}/disks`, { as: fleetAdminId })
    expectOk(none, 200, schema.PhysicalDiskResultsPage, { items: [], next_page: null })
  })

  it('refuses unknown disks and users who are not fleet viewers', async () => {
    const missing = await get(`${HW}/disks/${MISSING}`, { as: fleetAdminId })
    expectError(missing, 404, 'ObjectNotFound')
    expect(missing.body.message).toBe(`not found: physical disk with id "${MISSING}"`)
    expectError(await get(`${HW}/disks`, { as: siloViewerId }), 403, 'Forbidden')
    expectError(await get(`${HW}/sleds/${sledId(0)}/disks`, { as: siloViewerId }), 403, 'Forbidden')
    expectError(await get(`${HW}/disks/${physicalDiskId(0, 0)}`, { as: siloViewerId }), 404, 'ObjectNotFound')
  })
})

describe('sledInstanceList', () => {
  it('lists the instances running on a sled with their project and silo', async () => {
    const res = await get(`${HW}/sleds/${sledId(0)}/instances`, { as: fleetAdminId })
    expectOk(res, 200, schema.SledInstanceResultsPage, { next_page: null })
    expect(res.body.items).toEqual([
      expect.objectContaining({
        id: instanceIds.webServer1,
        name: 'web-server-1',
        project_name: 'demo-project',
        silo_name: 'demo-silo',
        active_sled_id: sledId(0),
        state: 'running',
        ncpus: 4,
      }),
    ])
    const other = await get(`${HW}/sleds/${sledId(16)}/instances`, { as: fleetAdminId })
    expect(other.body.items.map((i: { silo_name: string }) => i.silo_name)).toEqual(['other-silo'])
  })

  it('places an instance started later on a provisionable sled, never the drained one', async () => {
    const start = await post('/v1/instances/db-primary/start?project=demo-project', { as: fleetAdminId })
    expect(start.status).toBe(202)
    const hosts = []
    for (const cubby of IN_RACK_CUBBIES) {
      const res = await get(`${HW}/sleds/${sledId(cubby)}/instances`, { as: fleetAdminId })
      if (res.body.items.some((i: { id: string }) => i.id === instanceIds.dbPrimary)) hosts.push(cubby)
    }
    expect(hosts).toHaveLength(1)
    expect([NON_PROVISIONABLE_CUBBY, EXPUNGED_CUBBY]).not.toContain(hosts[0])
  })

  it('refuses unknown sleds (404) and hides sleds from users who are not fleet viewers', async () => {
    expectError(await get(`${HW}/sleds/${MISSING}/instances`, { as: fleetAdminId }), 404, 'ObjectNotFound')
    expectError(await get(`${HW}/sleds/${sledId(0)}/instances`, { as: siloViewerId }), 404, 'ObjectNotFound')
  })
})

describe('sledSetProvisionPolicy', () => {
  const setPolicy = (cubby: number, state: unknown, as = fleetAdminId) =>
    put(`${HW}/sleds/${sledId(cubby)}/provision-policy`, { as, body: { state } })

  it('answers the old and new policy, and the sled shows the new one', async () => {
    const res = await setPolicy(0, 'non_provisionable')
    expectOk(res, 200, schema.SledProvisionPolicyResponse)
    expect(res.body).toEqual({ old_state: 'provisionable', new_state: 'non_provisionable' })
    const sled = await get(`${HW}/sleds/${sledId(0)}`, { as: fleetAdminId })
    expect(sled.body.policy).toEqual({ kind: 'in_service', provision_policy: 'non_provisionable' })
    // setting it again changes nothing and succeeds
    const again = await setPolicy(0, 'non_provisionable')
    expect(again.body).toEqual({ old_state: 'non_provisionable', new_state: 'non_provisionable' })
    const back = await setPolicy(NON_PROVISIONABLE_CUBBY, 'provisionable')
    expect(back.body).toEqual({ old_state: 'non_provisionable', new_state: 'provisionable' })
  })

  it('refuses an expunged sled with 409, as the sled never returns to service', async () => {
    const res = await setPolicy(EXPUNGED_CUBBY, 'provisionable')
    expectError(res, 409, 'Conflict')
    expect(res.body.message).toBe(
      `sled id ${sledId(EXPUNGED_CUBBY)} has current policy "expunged" and state "decommissioned" ` +
        'and the transition to policy "in service" is not permitted',
    )
    const sled = await get(`${HW}/sleds/${sledId(EXPUNGED_CUBBY)}`, { as: fleetAdminId })
    expect(sled.body.policy).toEqual({ kind: 'expunged' })
  })

  it('refuses a policy the API does not know, and an unknown sled', async () => {
    expectError(await setPolicy(0, 'expunged'), 400, 'InvalidRequest')
    const missing = await put(`${HW}/sleds/${MISSING}/provision-policy`, {
      as: fleetAdminId,
      body: { state: 'provisionable' },
    })
    expectError(missing, 404, 'ObjectNotFound')
  })

  it('takes a fleet admin: a fleet viewer gets 403, anyone else 404', async () => {
    makeFleetViewer()
    expect((await get(`${HW}/sleds/${sledId(0)}`, { as: graceHopperId })).status).toBe(200)
    expectError(await setPolicy(0, 'non_provisionable', graceHopperId), 403, 'Forbidden')
    expectError(await setPolicy(0, 'non_provisionable', siloViewerId), 404, 'ObjectNotFound')
    const sled = await get(`${HW}/sleds/${sledId(0)}`, { as: fleetAdminId })
    expect(sled.body.policy.provision_policy).toBe('provisionable')
  })
})

describe('uninitialized sleds and sledAdd', () => {
  const waiting = { part: GIMLET_PART, serial: gimletSerial(UNINITIALIZED_CUBBY) }

  it('lists the sled waiting in its cubby, then adds it to the rack', async () => {
    const list = await get(`${HW}/sleds-uninitialized`, { as: fleetAdminId })
    expectOk(list, 200, schema.UninitializedSledResultsPage, { next_page: null })
    expect(list.body.items).toEqual([
      { baseboard: { ...waiting, revision: 7 }, cubby: UNINITIALIZED_CUBBY, rack_id: rackId },
    ])

    const added = await post(`${HW}/sleds`, { as: fleetAdminId, body: waiting })
    expectOk(added, 201, schema.SledId)
    const sled = await get(`${HW}/sleds/${added.body.id}`, { as: fleetAdminId })
    expectOk(sled, 200, schema.Sled, {
      baseboard: { serial: waiting.serial },
      policy: { kind: 'in_service', provision_policy: 'provisionable' },
      state: 'active',
    })
    const { items } = await allPages(`${HW}/sleds`, 100)
    expect(items.map((s: { id: string }) => s.id)).toContain(added.body.id)
    expect((await get(`${HW}/sleds-uninitialized`, { as: fleetAdminId })).body.items).toEqual([])
  })

  it('refuses a sled already in the rack (400) and one nobody has seen (404)', async () => {
    const inRack = await post(`${HW}/sleds`, { as: fleetAdminId, body: { part: GIMLET_PART, serial: gimletSerial(3) } })
    expectError(inRack, 400, 'ObjectAlreadyExists')
    expect(inRack.body.message).toBe(`already exists: sled "${gimletSerial(3)} (${GIMLET_PART}): ${sledId(3)}"`)
    const unknown = await post(`${HW}/sleds`, { as: fleetAdminId, body: { part: GIMLET_PART, serial: 'NOPE' } })
    expectError(unknown, 404, 'ObjectNotFound')
    // and once added, the waiting sled is in the rack
    await post(`${HW}/sleds`, { as: fleetAdminId, body: waiting })
    expectError(await post(`${HW}/sleds`, { as: fleetAdminId, body: waiting }), 400, 'ObjectAlreadyExists')
  })

  it('refuses a body without part or serial', async () => {
    expectError(
      await post(`${HW}/sleds`, { as: fleetAdminId, body: { serial: waiting.serial } }),
      400,
      'InvalidRequest',
    )
  })

  it('lets fleet viewers list but only fleet admins add', async () => {
    expectError(await get(`${HW}/sleds-uninitialized`, { as: siloViewerId }), 403, 'Forbidden')
    makeFleetViewer()
    expect((await get(`${HW}/sleds-uninitialized`, { as: graceHopperId })).status).toBe(200)
    expectError(await post(`${HW}/sleds`, { as: graceHopperId, body: waiting }), 403, 'Forbidden')
    expectError(await post(`${HW}/sleds`, { as: siloViewerId, body: waiting }), 403, 'Forbidden')
    expect((await get(`${HW}/sleds-uninitialized`, { as: fleetAdminId })).body.items).toHaveLength(1)
  })
})
