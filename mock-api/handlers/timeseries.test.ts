import { describe, expect, it } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { db } from '../db'
import { instanceIds } from '../fixtures/instance-ids'
import { fleetAdminId, noRolesId, projectCollaboratorId, siloViewerId } from '../fixtures/users'
import { expectError, expectOk, expectSchema, get, post } from '../test-utils'
import { MISALIGNED_GROUP_BY } from '../timeseries/query'

const WEB = instanceIds.webServer1 // running, in demo-project
const DB = instanceIds.dbPrimary // stopped since 2025-07-28, two interfaces, three disks
const FRONTEND = instanceIds.frontend1 // in web-frontend

const FROM = '2025-07-01T00:00:00Z'
const TO = '2025-07-01T01:00:00Z'
const range = (from = FROM, to = TO) => `timestamp >= @${from} && timestamp < @${to}`

type Series = {
  fields: Record<string, { type: string; value: string | number }>
  points: {
    timestamps: string[]
    start_times: string[]
    values: { metric_type: string; values: { type: string; values: number[] } }[]
  }
}

async function query(q: string, opts: { as?: string; project?: string; system?: boolean } = {}) {
  const path = opts.system
    ? '/v1/system/timeseries/query'
    : `/v1/timeseries/query?project=${opts.project ?? 'demo-project'}`
  return post(path, { as: opts.as ?? fleetAdminId, body: { query: q } })
}

/** Runs a query that must succeed and returns its one table's series. */
async function seriesOf(q: string, opts?: Parameters<typeof query>[1]): Promise<Series[]> {
  const res = await query(q, opts)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  expectSchema(schema.OxqlQueryResult, res.body)
  expect(res.body.tables).toHaveLength(1)
  expect(res.body.tables[0].name).toBe(q.trim().split(/\s+/)[1])
  return Object.values(res.body.tables[0].timeseries)
}

const valuesOf = (s: Series) => s.points.values[0].values.values
const field = (s: Series, name: string) => s.fields[name]?.value

describe('virtual_machine:vcpu_usage', () => {
  const vcpu = (extra = '', tail = '| align mean_within(60s)') =>
    `get virtual_machine:vcpu_usage | filter ${range()} && instance_id == "${WEB}"${extra} ${tail}`

  it('answers per-window deltas per vCPU and state that add up to the window', async () => {
    const series = await seriesOf(vcpu())
    const ncpus = db.instances.find((i) => i.id === WEB)!.ncpus
    expect(series).toHaveLength(ncpus * 4)
    const perVcpu = new Map<number, number[]>()
    for (const s of series) {
      expect(Object.keys(s.fields).sort()).toEqual(['instance_id', 'state', 'vcpu_id'])
      expect(s.fields.instance_id).toEqual({ type: 'uuid', value: WEB })
      expect(s.points.timestamps).toHaveLength(60)
      expect(s.points.timestamps[0]).toBe('2025-07-01T00:01:00.000Z')
      expect(s.points.start_times[0]).toBe('2025-07-01T00:00:00.000Z')
      expect(s.points.values[0]).toMatchObject({ metric_type: 'delta', values: { type: 'double' } })
      const sums = perVcpu.get(field(s, 'vcpu_id') as number) ?? Array(60).fill(0)
      valuesOf(s).forEach((v, i) => (sums[i] += v))
      perVcpu.set(field(s, 'vcpu_id') as number, sums)
    }
    expect([...perVcpu.keys()].sort()).toEqual([...Array(ncpus).keys()])
    // a vCPU spends each 60 s window in exactly one state at a time
    for (const sums of perVcpu.values()) for (const total of sums) expect(total).toBe(60e9)
  })

  it('sums the vCPUs with group_by, keyed by the grouped fields only', async () => {
    const perSeries = await seriesOf(vcpu(' && state == "run"'))
    const [grouped] = await seriesOf(
      vcpu(' && state == "run"', '| align mean_within(60s) | group_by [instance_id], sum'),
    )
    expect(grouped.fields).toEqual({ instance_id: { type: 'uuid', value: WEB } })
    expect(grouped.points.timestamps).toEqual(perSeries[0].points.timestamps)
    const expected = valuesOf(perSeries[0]).map((_, i) => perSeries.reduce((sum, s) => sum + valuesOf(s)[i], 0))
    expect(valuesOf(grouped)).toEqual(expected)
    expect(valuesOf(grouped).every((v) => v > 0 && v < 4 * 60e9)).toBe(true)

    const byState = await seriesOf(vcpu('', '| align mean_within(5m) | group_by [state], mean'))
    expect(byState.map((s) => field(s, 'state')).sort()).toEqual(['emulation', 'idle', 'run', 'waiting'])
  })

  it('gives the same numbers for the same windows, whatever the query range', async () => {
    const a = await query(vcpu())
    const b = await query(vcpu())
    expect(b.body).toEqual(a.body)
    const shifted = await seriesOf(
      `get virtual_machine:vcpu_usage | filter ${range('2025-07-01T00:30:00Z', '2025-07-01T01:30:00Z')} && instance_id == "${WEB}" && vcpu_id == 0 && state == "run" | align mean_within(60s)`,
    )
    const original = (await seriesOf(vcpu(' && vcpu_id == 0 && state == "run"')))[0]
    expect(valuesOf(shifted[0]).slice(0, 30)).toEqual(valuesOf(original).slice(30))
  })

  it('has one point per alignment window, and raw 10 s samples without align', async () => {
    const count = async (align: string) =>
      (await seriesOf(vcpu(' && vcpu_id == 1 && state == "idle"', align)))[0].points.timestamps.length
    expect(await count('| align mean_within(60s)')).toBe(60)
    expect(await count('| align mean_within(5m)')).toBe(12)
    expect(await count('| align mean_within(1h)')).toBe(1)
    expect(await count('| align mean_within(7m)')).toBe(9) // windows starting at 00:00 (epoch-aligned) ... 00:56

    const [raw] = await seriesOf(vcpu(' && vcpu_id == 1 && state == "idle"', ''))
    expect(raw.points.timestamps).toHaveLength(360)
    expect(raw.points.values[0].values.type).toBe('integer')
    const times = raw.points.timestamps.map(Date.parse)
    expect(times[1] - times[0]).toBe(10_000)
    expect(Date.parse(raw.points.start_times[0])).toBe(times[0] - 10_000)
  })

  it('follows a window bound’s inclusiveness', async () => {
    const q = (lower: string, upper: string) =>
      `get virtual_machine:vcpu_usage | filter timestamp ${lower} @${FROM} && timestamp ${upper} @${TO} && instance_id == "${WEB}" && vcpu_id == 0 && state == "run" | align mean_within(60s)`
    expect((await seriesOf(q('>', '<')))[0].points.timestamps).toHaveLength(59)
    expect((await seriesOf(q('>=', '<=')))[0].points.timestamps).toHaveLength(61)
  })
})

describe('virtual_disk:*', () => {
  const disks = db.disks.filter(
    (d) => d.state.state === 'attached' && 'instance' in d.state && d.state.instance === WEB,
  )

  it.each(['reads', 'writes', 'bytes_read', 'bytes_written', 'flushes'])(
    'answers %s per attached disk',
    async (metric) => {
      const q = `get virtual_disk:${metric} | filter attached_instance_id == "${WEB}" && ${range()} | align mean_within(1m)`
      const series = await seriesOf(q)
      expect(series.map((s) => field(s, 'disk_id')).sort()).toEqual(disks.map((d) => d.id).sort())
      for (const s of series) {
        expect(s.points.timestamps).toHaveLength(60)
        expect(valuesOf(s).every((v) => Number.isInteger(v) && v >= 0)).toBe(true)
      }
      const grouped = await seriesOf(q.replace('(1m)', '(1m) | group_by [attached_instance_id], sum'))
      expect(grouped).toHaveLength(1)
      expect(grouped[0].fields).toEqual({ attached_instance_id: { type: 'uuid', value: WEB } })
      expect(valuesOf(grouped[0])[7]).toBe(series.reduce((sum, s) => sum + valuesOf(s)[7], 0))
    },
  )

  it('narrows to one disk, and moves whole sectors', async () => {
    const [reads] = await seriesOf(
      `get virtual_disk:reads | filter ${range()} && disk_id == "${disks[0].id}" && attached_instance_id == "${WEB}" | align mean_within(60s)`,
    )
    const [bytes] = await seriesOf(
      `get virtual_disk:bytes_read | filter ${range()} && disk_id == "${disks[0].id}" | align mean_within(60s)`,
    )
    valuesOf(bytes).forEach((b, i) => {
      expect(b % 512).toBe(0)
      expect(b / valuesOf(reads)[i]).toBeGreaterThanOrEqual(4096)
    })
  })
})

describe('instance_network_interface:*', () => {
  it.each(['packets_sent', 'packets_received', 'bytes_sent', 'bytes_received'])(
    'answers %s per interface',
    async (metric) => {
      const q = `get instance_network_interface:${metric} | filter ${range()} && instance_id == "${DB}" | align mean_within(60s)`
      const series = await seriesOf(q)
      const nics = db.networkInterfaces.filter((n) => n.instance_id === DB).map((n) => n.id)
      expect(nics).toHaveLength(2)
      expect(series.map((s) => field(s, 'interface_id')).sort()).toEqual(nics.sort())
      const [grouped] = await seriesOf(`${q} | group_by [instance_id], sum`)
      expect(valuesOf(grouped)[0]).toBe(valuesOf(series[0])[0] + valuesOf(series[1])[0])
    },
  )
})

describe('windows without data', () => {
  const runOf = (id: string, from: string, to: string, project = 'demo-project') =>
    seriesOf(
      `get virtual_machine:vcpu_usage | filter ${range(from, to)} && instance_id == "${id}" && vcpu_id == 0 && state == "run" | align mean_within(1h)`,
      { project },
    )

  it('returns series with no points in the future and before the instance existed', async () => {
    const future = await runOf(WEB, '2999-01-01T00:00:00Z', '2999-01-01T06:00:00Z')
    expect(future).toHaveLength(1)
    expect(future[0].points.timestamps).toEqual([])
    expect((await runOf(WEB, '2024-12-01T00:00:00Z', '2024-12-01T06:00:00Z'))[0].points.timestamps).toEqual([])
  })

  it('ends a stopped instance’s data when it stopped', async () => {
    const [s] = await runOf(DB, '2025-07-28T18:00:00Z', '2025-07-29T06:00:00Z')
    expect(s.points.timestamps.at(-1)).toBe('2025-07-28T22:00:00.000Z')
    expect(s.points.timestamps).toHaveLength(4)
  })

  it('keeps a project’s query to its own instances; the fleet sees all', async () => {
    expect(await runOf(FRONTEND, FROM, TO)).toEqual([])
    expect(await runOf('00000000-0000-4000-8000-000000000000', FROM, TO)).toEqual([])
    expect(await runOf(FRONTEND, FROM, TO, 'web-frontend')).toHaveLength(1)
    const fleet = await seriesOf(
      `get virtual_machine:vcpu_usage | filter ${range()} && instance_id == "${FRONTEND}" | align mean_within(1h)`,
      { system: true },
    )
    expect(fleet.length).toBeGreaterThan(0)
  })
})

describe('errors', () => {
  it('refuses group_by on unaligned tables with the API’s message', async () => {
    for (const q of [
      `get virtual_disk:reads | filter ${range()} && attached_instance_id == "${WEB}" | group_by [attached_instance_id], sum`,
      `get virtual_disk:reads | filter ${range()} | group_by [disk_id], sum | align mean_within(1m)`,
    ]) {
      const res = await query(q)
      expectError(res, 400, 'InvalidRequest')
      expect(res.body.message).toBe(MISALIGNED_GROUP_BY)
    }
    expect(MISALIGNED_GROUP_BY).toBe('Input tables to a `group_by` must be aligned')
  })

  it('answers malformed or meaningless queries with 400 and a reason', async () => {
    const reasons: [string, string][] = [
      ['get virtual_disk:reads | filter', 'Query parsing failed: expected a field name or timestamp'],
      ['get virtual_machine:nope', "Timeseries 'virtual_machine:nope' not found"],
      ['get virtual_disk:reads | filter vcpu_id == 1', "Timeseries 'virtual_disk:reads' has no field 'vcpu_id'"],
      ['get virtual_disk:reads | filter disk_id == "disk-1"', "Field 'disk_id' is a uuid"],
      ['get virtual_machine:vcpu_usage | filter vcpu_id == "0"', "Field 'vcpu_id' is an unsigned integer"],
      ['get virtual_disk:reads | align mean_within(1m) | group_by [state], sum', "Cannot group by 'state'"],
      ['get virtual_disk:reads | align mean_within(1m) | align mean_within(5m)', 'aligns a table only once'],
    ]
    for (const [q, reason] of reasons) {
      const res = await query(q)
      expectError(res, 400, 'InvalidRequest')
      expect(res.body.message).toContain(reason)
    }
    expectError(await post('/v1/timeseries/query?project=demo-project', { as: fleetAdminId, body: {} }), 400)
  })

  it('limits the points per timeseries', async () => {
    const res = await query(
      `get virtual_machine:vcpu_usage | filter ${range('2025-06-01T00:00:00Z', TO)} && instance_id == "${WEB}" | align mean_within(60s)`,
    )
    expectError(res, 400, 'InvalidRequest')
    expect(res.body.message).toMatch(
      /^Query would return 43260 points per timeseries; the mock API returns at most 10000/,
    )
  })

  it('needs a readable project, or a fleet viewer for the system query', async () => {
    const q = `get virtual_disk:reads | filter ${range()} | align mean_within(1h)`
    expectError(await query(q, { as: '' }), 401)
    expectError(await query(q, { as: noRolesId }), 404, 'ObjectNotFound')
    expectError(await query(q, { as: projectCollaboratorId, project: 'web-frontend' }), 404)
    expect((await query(q, { as: siloViewerId })).status).toBe(200)
    expect((await query(q, { as: projectCollaboratorId })).status).toBe(200)
    expectError(await query(q, { as: siloViewerId, system: true }), 403, 'Forbidden')
    expectError(await query(q, { as: '', system: true }), 401)
    expect((await query(q, { system: true })).status).toBe(200)
  })
})

describe('systemTimeseriesSchemaList', () => {
  it('lists the schemas in name order, in pages', async () => {
    const res = await get('/v1/system/timeseries/schemas', { as: fleetAdminId })
    expectOk(res, 200, schema.TimeseriesSchemaResultsPage)
    const names = res.body.items.map((s: { timeseries_name: string }) => s.timeseries_name)
    expect(names).toHaveLength(10)
    expect(names).toEqual([...names].sort())
    expect(names).toContain('virtual_machine:vcpu_usage')
    expect(
      res.body.items.find((s: { timeseries_name: string }) => s.timeseries_name === 'virtual_disk:bytes_read'),
    ).toMatchObject({
      datum_type: 'cumulative_u64',
      units: 'bytes',
      authz_scope: 'project',
    })

    const first = await get('/v1/system/timeseries/schemas?limit=4', { as: fleetAdminId })
    expect(first.body.items).toHaveLength(4)
    const next = await get(`/v1/system/timeseries/schemas?limit=100&page_token=${first.body.next_page}`, {
      as: fleetAdminId,
    })
    expect([...first.body.items, ...next.body.items]).toEqual(res.body.items)
  })

  it('is for fleet viewers', async () => {
    expectError(await get('/v1/system/timeseries/schemas', { as: siloViewerId }), 403, 'Forbidden')
    expectError(await get('/v1/system/timeseries/schemas'), 401)
  })
})
