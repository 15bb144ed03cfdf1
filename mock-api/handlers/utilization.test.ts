import { describe, expect, it } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { siloQuotas } from '../fixtures/quotas'
import { demoSiloId, otherSiloId } from '../fixtures/silos'
import { fleetAdminId, noRolesId, projectCollaboratorId, samlUserId, siloViewerId } from '../fixtures/users'
import { GiB } from '../sizes'
import { advanceClock, T0, withFakeClock } from '../test-clock'
import { expectError, expectOk, get, post } from '../test-utils'
import { SAMPLE_INTERVAL_MS } from '../timeseries/provisioned'

const STEP = 100
withFakeClock(STEP)

const quotaOf = (siloId: string) => {
  const { cpus, memory, storage } = siloQuotas.find((q) => q.silo_id === siloId)!
  return { cpus, memory, storage }
}

describe('utilizationView', () => {
  const utilization = (as: string) => get('/v1/utilization', { as })

  it("answers the caller's silo: its quota, and what it holds now", async () => {
    const res = await utilization(fleetAdminId)
    expectOk(res, 200, schema.Utilization, { capacity: quotaOf(demoSiloId) })
    const { provisioned } = res.body
    expect(provisioned.cpus).toBeGreaterThan(0)
    expect(provisioned.memory % GiB).toBe(0)
    expect(provisioned.storage).toBeGreaterThan(0)
    // another silo's user sees another silo
    const other = await utilization(samlUserId)
    expectOk(other, 200, schema.Utilization, { capacity: quotaOf(otherSiloId) })
    expect(other.body.provisioned).not.toEqual(provisioned)
  })

  it('counts a new disk in storage at once, and a stopped instance in neither vCPUs nor memory', async () => {
    // let the seed's starting and restarting instances settle first
    advanceClock(3 * STEP)
    const before = (await utilization(fleetAdminId)).body.provisioned
    const disk = await post('/v1/disks?project=demo-project', {
      as: projectCollaboratorId,
      body: { name: 'more-room', description: '', size: 20 * GiB, disk_source: { type: 'blank', block_size: 512 } },
    })
    expect(disk.status, JSON.stringify(disk.body)).toBe(201)
    const stop = await post('/v1/instances/web-server-1/stop?project=demo-project', { as: projectCollaboratorId })
    expect(stop.status).toBe(202)
    const instance = stop.body
    advanceClock(STEP)
    const after = (await utilization(fleetAdminId)).body.provisioned
    expect(after).toEqual({
      cpus: before.cpus - instance.ncpus,
      memory: before.memory - instance.memory,
      storage: before.storage + 20 * GiB,
    })
  })

  it('lets every user of the silo read it, roles or none, and nobody signed out', async () => {
    for (const as of [siloViewerId, projectCollaboratorId, noRolesId]) {
      expectOk(await utilization(as), 200, schema.Utilization, { capacity: quotaOf(demoSiloId) })
    }
    expectError(await get('/v1/utilization'), 401, 'Unauthorized')
  })
})

describe('siloMetric', () => {
  const FROM = '2025-07-01T00:00:00Z'
  const TO = '2025-07-01T01:00:00Z'
  const metric = (name: string, query = `start_time=${FROM}&end_time=${TO}`, as = fleetAdminId) =>
    get(`/v1/metrics/${name}?${query}`, { as })
  const values = (body: { items: { datum: { datum: number } }[] }) => body.items.map((m) => m.datum.datum)

  it('answers samples every five minutes over the range, start included, end excluded', async () => {
    const res = await metric('cpus_provisioned')
    expectOk(res, 200, schema.MeasurementResultsPage, { next_page: null })
    const times = res.body.items.map((m: { timestamp: string }) => Date.parse(m.timestamp))
    expect(times).toHaveLength(12)
    expect(times[0]).toBe(Date.parse(FROM))
    expect(times[11]).toBe(Date.parse(TO) - SAMPLE_INTERVAL_MS)
    for (const m of res.body.items) expect(m.datum.type).toBe('i64')
    // whole vCPUs, within the quota
    for (const v of values(res.body)) {
      expect(Number.isInteger(v)).toBe(true)
      expect(v).toBeGreaterThanOrEqual(0)
      expect(v).toBeLessThanOrEqual(quotaOf(demoSiloId).cpus)
    }
  })

  it('gives the same numbers for the same request, and other numbers for another metric or silo', async () => {
    const a = values((await metric('ram_provisioned')).body)
    expect(values((await metric('ram_provisioned')).body)).toEqual(a)
    for (const v of a) expect(v % GiB).toBe(0)
    expect(values((await metric('virtual_disk_space_provisioned')).body)).not.toEqual(a)
    const other = values((await metric('ram_provisioned', undefined, samlUserId)).body)
    expect(other).not.toEqual(a)
    for (const v of other) expect(v).toBeLessThanOrEqual(quotaOf(otherSiloId).memory)
  })

  it("ends the silo's history at what the silo holds now, as utilizationView counts it", async () => {
    const now = new Date(Date.now()).toISOString()
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString()
    const { provisioned } = (await get('/v1/utilization', { as: fleetAdminId })).body
    const latest = async (name: string) =>
      values((await metric(name, `start_time=${hourAgo}&end_time=${now}&order=descending&limit=1`)).body)[0]
    expect(await latest('cpus_provisioned')).toBe(provisioned.cpus)
    expect(await latest('ram_provisioned')).toBe(provisioned.memory)
    expect(await latest('virtual_disk_space_provisioned')).toBe(provisioned.storage)
  })

  it('pages with next_page, and in descending order when asked', async () => {
    const day = `start_time=2025-07-01T00:00:00Z&end_time=2025-07-02T00:00:00Z`
    const all = (await metric('cpus_provisioned', `${day}&limit=1000`)).body.items
    expect(all).toHaveLength(288)
    const first = await metric('cpus_provisioned', `${day}&limit=100`)
    expectOk(first, 200, schema.MeasurementResultsPage)
    expect(first.body.next_page).toEqual(expect.any(String))
    const pages = [first.body]
    while (pages.at(-1)!.next_page) {
      pages.push((await metric('cpus_provisioned', `page_token=${pages.at(-1)!.next_page}&limit=100`)).body)
    }
    expect(pages.flatMap((p) => p.items)).toEqual(all)

    const down = await metric('cpus_provisioned', `${day}&limit=200&order=descending`)
    const rest = await metric('cpus_provisioned', `page_token=${down.body.next_page}&limit=200`)
    expect([...down.body.items, ...rest.body.items]).toEqual([...all].reverse())
  })

  it('has nothing before the silo existed, after now, or for a backwards range', async () => {
    const empty = { items: [], next_page: null }
    expectOk(
      await metric('cpus_provisioned', 'start_time=2020-01-01T00:00:00Z&end_time=2020-02-01T00:00:00Z'),
      200,
      schema.MeasurementResultsPage,
      empty,
    )
    const future = `start_time=${new Date(T0).toISOString()}&end_time=2099-01-01T00:00:00Z`
    expectOk(await metric('cpus_provisioned', future), 200, schema.MeasurementResultsPage, empty)
    expectOk(
      await metric('cpus_provisioned', `start_time=${TO}&end_time=${FROM}`),
      200,
      schema.MeasurementResultsPage,
      empty,
    )
  })

  it('scopes to a project the caller can read, and a project they cannot read is not found', async () => {
    const project = await metric(
      'cpus_provisioned',
      `start_time=${FROM}&end_time=${TO}&project=demo-project`,
      projectCollaboratorId,
    )
    expectOk(project, 200, schema.MeasurementResultsPage)
    expect(values(project.body)).not.toEqual(values((await metric('cpus_provisioned')).body))
    const hidden = await metric(
      'cpus_provisioned',
      `start_time=${FROM}&end_time=${TO}&project=build-farm`,
      projectCollaboratorId,
    )
    expectError(hidden, 404, 'ObjectNotFound')
  })

  it('refuses an unknown metric, a missing or unreadable time, and a bad page token', async () => {
    const unknown = await metric('cpus_used')
    expectError(unknown, 400, 'InvalidRequest')
    expect(unknown.body.message).toMatch(/metric_name/)
    const noStart = await metric('cpus_provisioned', `end_time=${TO}`)
    expectError(noStart, 400, 'InvalidRequest')
    expect(noStart.body.message).toBe('unable to parse query string: missing field `start_time`')
    const noEnd = await metric('cpus_provisioned', `start_time=${FROM}`)
    expect(noEnd.body.message).toBe('unable to parse query string: missing field `end_time`')
    expectError(await metric('cpus_provisioned', `start_time=yesterday&end_time=${TO}`), 400, 'InvalidRequest')
    expectError(await metric('cpus_provisioned', 'page_token=eyJub3BlIjp0cnVlfQ'), 400, 'InvalidRequest')
  })

  it('answers every user of the silo, and nobody signed out', async () => {
    for (const as of [siloViewerId, noRolesId]) {
      expectOk(await metric('cpus_provisioned', undefined, as), 200, schema.MeasurementResultsPage)
    }
    expectError(await get(`/v1/metrics/cpus_provisioned?start_time=${FROM}&end_time=${TO}`), 401, 'Unauthorized')
  })
})

describe('systemMetric', () => {
  const FROM = '2025-07-01T00:00:00Z'
  const TO = '2025-07-01T01:00:00Z'
  const metric = (name: string, query = `start_time=${FROM}&end_time=${TO}`, as = fleetAdminId) =>
    get(`/v1/system/metrics/${name}?${query}`, { as })
  const values = (body: { items: { datum: { datum: number } }[] }) => body.items.map((m) => m.datum.datum)

  it("sums every silo's history, sample by sample; ?silo= gives one silo's, as its members see it", async () => {
    const fleet = await metric('ram_provisioned')
    expectOk(fleet, 200, schema.MeasurementResultsPage, { next_page: null })
    expect(fleet.body.items).toHaveLength(12)
    const demo = await metric('ram_provisioned', `start_time=${FROM}&end_time=${TO}&silo=demo-silo`)
    expectOk(demo, 200, schema.MeasurementResultsPage)
    const other = values(
      (await metric('ram_provisioned', `start_time=${FROM}&end_time=${TO}&silo=${otherSiloId}`)).body,
    )
    // the seed's two silos make up the fleet
    expect(values(fleet.body)).toEqual(values(demo.body).map((v, i) => v + other[i]))
    // and one silo's history is the one siloMetric shows its own users
    const own = await get(`/v1/metrics/ram_provisioned?start_time=${FROM}&end_time=${TO}`, { as: fleetAdminId })
    expect(values(demo.body)).toEqual(values(own.body))
  })

  it('ends at what the silos hold now, summed as silo_utilization_list counts it', async () => {
    const now = new Date(Date.now()).toISOString()
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString()
    const silos = (await get('/v1/system/utilization/silos', { as: fleetAdminId })).body.items as {
      provisioned: { cpus: number; memory: number; storage: number }
    }[]
    const total = (key: 'cpus' | 'memory' | 'storage') => silos.reduce((sum, s) => sum + s.provisioned[key], 0)
    const latest = async (name: string) =>
      values((await metric(name, `start_time=${hourAgo}&end_time=${now}&order=descending&limit=1`)).body)[0]
    expect(await latest('cpus_provisioned')).toBe(total('cpus'))
    expect(await latest('ram_provisioned')).toBe(total('memory'))
    expect(await latest('virtual_disk_space_provisioned')).toBe(total('storage'))
    expect(total('cpus')).toBeGreaterThan(0)
  })

  it('pages like the silo metrics', async () => {
    const day = `start_time=2025-07-01T00:00:00Z&end_time=2025-07-02T00:00:00Z`
    const all = (await metric('cpus_provisioned', `${day}&limit=1000`)).body.items
    expect(all).toHaveLength(288)
    const first = (await metric('cpus_provisioned', `${day}&limit=200`)).body
    const rest = (await metric('cpus_provisioned', `page_token=${first.next_page}&limit=200`)).body
    expect([...first.items, ...rest.items]).toEqual(all)
    expect(rest.next_page).toBeNull()
  })

  it('refuses bad input: an unknown metric, a missing start, a bad page token; an unknown silo is not found', async () => {
    expectError(await metric('cpus_used'), 400, 'InvalidRequest')
    const noStart = await metric('cpus_provisioned', `end_time=${TO}`)
    expectError(noStart, 400, 'InvalidRequest')
    expect(noStart.body.message).toBe('unable to parse query string: missing field `start_time`')
    expectError(await metric('cpus_provisioned', 'page_token=eyJub3BlIjp0cnVlfQ'), 400, 'InvalidRequest')
    expectError(
      await metric('cpus_provisioned', `start_time=${FROM}&end_time=${TO}&silo=no-such-silo`),
      404,
      'ObjectNotFound',
    )
  })

  it('is for fleet viewers only', async () => {
    for (const as of [siloViewerId, noRolesId, samlUserId]) {
      expectError(await metric('cpus_provisioned', undefined, as), 403, 'Forbidden')
    }
    expectError(await get(`/v1/system/metrics/cpus_provisioned?start_time=${FROM}&end_time=${TO}`), 401)
  })
})
