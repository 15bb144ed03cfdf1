import { describe, expect, it } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { db } from '../db'
import { diskIds } from '../fixtures/disks'
import { instanceIds } from '../fixtures/instances'
import { demoSiloId } from '../fixtures/silos'
import { fleetAdminId, noRolesId, projectCollaboratorId, samlUserId, siloViewerId } from '../fixtures/users'
import { AUTO_RESTART_COOLDOWN_MS } from '../lifecycle'
import { GiB } from '../sizes'
import { advanceClock, setClock, T0, withFakeClock } from '../test-clock'
import { del, expectError, expectOk, expectSchema, get, post, put } from '../test-utils'

const STEP = 100
withFakeClock(STEP)

const url = (name: string, suffix = '') => `/v1/instances/${name}${suffix}?project=demo-project`
const view = async (name: string) => (await get(url(name), { as: fleetAdminId })).body
const state = async (name: string) => (await view(name)).run_state
const iso = (ms: number) => new Date(ms).toISOString()
const demoQuota = () => db.siloQuotas.find((q) => q.silo_id === demoSiloId)!

describe('instanceList', () => {
  it('lists a project’s instances by name, in their seeded states', async () => {
    const res = await get('/v1/instances?project=demo-project', { as: projectCollaboratorId })
    expectOk(res, 200, schema.InstanceResultsPage)
    const states = Object.fromEntries(
      res.body.items.map((i: { name: string; run_state: string }) => [i.name, i.run_state]),
    )
    expect(states).toEqual({
      'analytics-worker': 'failed',
      'build-runner': 'starting',
      'db-primary': 'stopped',
      'dev-sandbox': 'running',
      'flaky-batch': 'failed',
      'legacy-app': 'stopped',
      'web-server-1': 'running',
      'web-server-2': 'running',
    })
    // internal bookkeeping never leaks into the API view
    expect(res.body.items[0]).not.toHaveProperty('pending')
    expect(res.body.items[0]).not.toHaveProperty('user_data')
  })

  it('shows the auto-restart fields the document describes', async () => {
    const flaky = await view('flaky-batch')
    expect(flaky).toMatchObject({ auto_restart_enabled: true, auto_restart_policy: 'best_effort' })
    expect(flaky.auto_restart_cooldown_expiration).toBe(iso(T0 - 10 * 60_000 + AUTO_RESTART_COOLDOWN_MS))
    const due = await view('analytics-worker')
    expect(due).toMatchObject({
      auto_restart_enabled: true,
      auto_restart_policy: null,
      auto_restart_cooldown_expiration: null,
    })
    expect((await view('legacy-app')).auto_restart_enabled).toBe(false)
  })

  it('pages through the 2,000 instances of scale-test', async () => {
    const first = await get('/v1/instances?project=scale-test', { as: fleetAdminId })
    expect(first.body.items).toHaveLength(100)
    expect(first.body.items[0]).toMatchObject({ name: 'inst-0001', run_state: 'stopped' })
    const names: string[] = []
    let token: string | null = null
    do {
      const page = await get(`/v1/instances?project=scale-test&limit=1000${token ? `&page_token=${token}` : ''}`, {
        as: fleetAdminId,
      })
      expectSchema(schema.InstanceResultsPage, page.body)
      names.push(...page.body.items.map((i: { name: string }) => i.name))
      token = page.body.next_page
    } while (token)
    expect(names).toHaveLength(2000)
    expect(names.at(-1)).toBe('inst-2000')
  })

  it('needs a project the caller can read', async () => {
    expectError(await get('/v1/instances', { as: fleetAdminId }), 400, 'InvalidRequest')
    expectError(await get('/v1/instances?project=web-frontend', { as: projectCollaboratorId }), 404, 'ObjectNotFound')
    expectError(await get('/v1/instances?project=demo-project', { as: noRolesId }), 404)
    expectError(await get('/v1/instances?project=demo-project'), 401)
  })
})

describe('instanceView', () => {
  it('finds an instance by name within its project, or by id alone', async () => {
    const byName = await get(url('web-server-1'), { as: siloViewerId })
    expectOk(byName, 200, schema.Instance, {
      id: instanceIds.webServer1,
      ncpus: 4,
      memory: 16 * GiB,
      boot_disk_id: diskIds.webServer1Boot,
    })
    const byId = await get(`/v1/instances/${instanceIds.webServer1}`, { as: siloViewerId })
    expect(byId.body).toEqual(byName.body)
  })

  it('rejects a selector the real API rejects', async () => {
    const both = await get(`/v1/instances/${instanceIds.webServer1}?project=demo-project`, { as: fleetAdminId })
    expectError(both, 400, 'InvalidRequest')
    expect(both.body.message).toBe('when providing instance as an ID project should not be specified')
    const bare = await get('/v1/instances/web-server-1', { as: fleetAdminId })
    expectError(bare, 400, 'InvalidRequest')
    expect(bare.body.message).toBe('instance should either be UUID or project should be specified')
  })

  it('answers 404 for unknown instances and for those the caller cannot read', async () => {
    const missing = await get(url('nope'), { as: fleetAdminId })
    expectError(missing, 404, 'ObjectNotFound')
    expect(missing.body.message).toBe('not found: instance with name "nope"')
    expectError(await get(`/v1/instances/${instanceIds.webServer1}`, { as: noRolesId }), 404)
    expectError(await get(`/v1/instances/${instanceIds.webServer1}`, { as: samlUserId }), 404)
    expectError(await get(`/v1/instances/${instanceIds.frontend1}`, { as: projectCollaboratorId }), 404)
  })
})

describe('timed transitions', () => {
  it('finishes a start seeded in flight', async () => {
    expect(await state('build-runner')).toBe('starting')
    advanceClock(STEP - 1)
    expect(await state('build-runner')).toBe('starting')
    advanceClock(1)
    const running = await view('build-runner')
    expect(running.run_state).toBe('running')
    expect(running.time_run_state_updated).toBe(iso(T0 + STEP))
  })

  it.each([
    ['stop', 'web-server-1', 'stopping', 'stopped'],
    ['start', 'db-primary', 'starting', 'running'],
    ['reboot', 'dev-sandbox', 'rebooting', 'running'],
  ])('%s: %s goes %s, then %s', async (action, instance, during, after) => {
    const res = await post(url(instance, `/${action}`), { as: projectCollaboratorId })
    expectOk(res, 202, schema.Instance, { run_state: during })
    advanceClock(STEP)
    expect(await state(instance)).toBe(after)
  })

  it('restarts a failed instance whose restart is due', async () => {
    advanceClock(STEP)
    const restarted = await view('analytics-worker')
    expectSchema(schema.Instance, restarted)
    expect(restarted).toMatchObject({ run_state: 'starting', time_last_auto_restarted: iso(T0 + STEP) })
    expect(restarted.auto_restart_cooldown_expiration).toBe(iso(T0 + STEP + AUTO_RESTART_COOLDOWN_MS))
    advanceClock(STEP)
    expect(await state('analytics-worker')).toBe('running')
  })

  it('waits out the cooldown before restarting again', async () => {
    const cooldownEnd = T0 + 50 * 60_000
    setClock(cooldownEnd)
    expect(await state('flaky-batch')).toBe('failed')
    setClock(cooldownEnd + STEP)
    expect(await state('flaky-batch')).toBe('starting')
  })

  it('never restarts an instance whose policy says never', async () => {
    const body = { ncpus: 1, memory: 2 * GiB, boot_disk: 'flaky-batch-boot', auto_restart_policy: 'never' }
    const res = await put(url('flaky-batch'), { as: projectCollaboratorId, body })
    expect(res.body).toMatchObject({ auto_restart_enabled: false, auto_restart_policy: 'never' })
    advanceClock(2 * AUTO_RESTART_COOLDOWN_MS)
    expect(await state('flaky-batch')).toBe('failed')
  })
})

describe('actions in the wrong state', () => {
  it('are refused with 400 naming the state', async () => {
    const cases: [string, string, string][] = [
      ['POST', url('web-server-1', '/start'), 'instance state is running, cannot start'],
      ['POST', url('db-primary', '/stop'), 'instance state is stopped, cannot stop'],
      ['POST', url('db-primary', '/reboot'), 'instance state is stopped, cannot reboot'],
      ['POST', url('build-runner', '/reboot'), 'instance state is starting, cannot reboot'],
      ['DELETE', url('web-server-1'), 'instance state is running, cannot delete'],
      ['DELETE', url('build-runner'), 'instance state is starting, cannot delete'],
    ]
    for (const [method, path, message] of cases) {
      const res = method === 'POST' ? await post(path, { as: fleetAdminId }) : await del(path, { as: fleetAdminId })
      expectError(res, 400, 'InvalidRequest')
      expect(res.body.message).toBe(message)
    }
  })

  it('allow stopping a failed or starting instance', async () => {
    expect((await post(url('flaky-batch', '/stop'), { as: fleetAdminId })).body.run_state).toBe('stopping')
    expect((await post(url('build-runner', '/stop'), { as: fleetAdminId })).body.run_state).toBe('stopping')
  })
})

describe('instanceUpdate', () => {
  const update = (name: string, body: object, as = projectCollaboratorId) => put(url(name), { as, body })

  it('resizes a stopped instance', async () => {
    const res = await update('db-primary', { ncpus: 16, memory: 64 * GiB, boot_disk: 'db-primary-boot' })
    expectOk(res, 200, schema.Instance, { ncpus: 16, memory: 64 * GiB, boot_disk_id: diskIds.dbPrimaryBoot })
  })

  it('refuses to resize or change the boot disk of a running instance, but changes its policy', async () => {
    const resize = await update('web-server-1', { ncpus: 8, memory: 16 * GiB, boot_disk: 'web-server-1-boot' })
    expectError(resize, 400, 'InvalidRequest')
    expect(resize.body.message).toBe('instance state is running, cannot resize')
    const boot = await update('web-server-1', { ncpus: 4, memory: 16 * GiB, boot_disk: 'web-data' })
    expect(boot.body.message).toBe('instance state is running, cannot change the boot disk')
    const policy = await update('web-server-1', {
      ncpus: 4,
      memory: 16 * GiB,
      boot_disk: diskIds.webServer1Boot,
      auto_restart_policy: 'never',
    })
    expect(policy.status).toBe(200)
    expect(policy.body.auto_restart_enabled).toBe(false)
  })

  it('sets the boot disk to an attached disk, and unsets it when left out', async () => {
    expect((await update('db-primary', { ncpus: 8, memory: 32 * GiB, boot_disk: 'db-data' })).body.boot_disk_id).toBe(
      diskIds.dbData,
    )
    const detached = await update('db-primary', { ncpus: 8, memory: 32 * GiB, boot_disk: 'scratch-disk' })
    expectError(detached, 400, 'InvalidRequest')
    expect(detached.body.message).toBe('boot disk "scratch-disk" must be attached to the instance')
    expectError(await update('db-primary', { ncpus: 8, memory: 32 * GiB, boot_disk: 'nope' }), 404)
    expect((await update('db-primary', { ncpus: 8, memory: 32 * GiB })).body.boot_disk_id).toBeNull()
  })

  it('rejects shapes outside the real API’s limits', async () => {
    for (const [ncpus, memory] of [
      [0, GiB],
      [65, GiB],
      [2, GiB / 2],
      [2, 1.5 * GiB],
      [2, 2000 * GiB],
    ]) {
      expectError(await update('db-primary', { ncpus, memory }), 400, 'InvalidRequest')
    }
    expect((await update('db-primary', { ncpus: 2, memory: 1537 * GiB })).body.message).toBe(
      'unsupported value for "size": memory must be less than or equal to 1536 GiB',
    )
    expectError(await update('db-primary', { ncpus: 2 }), 400, 'InvalidRequest')
  })

  it('refuses a size the silo’s quota cannot hold', async () => {
    demoQuota().cpus = 20
    const cpus = await update('db-primary', { ncpus: 8, memory: 32 * GiB, boot_disk: 'db-primary-boot' })
    expect(cpus.status).toBe(200)
    const tooMany = await update('db-primary', { ncpus: 16, memory: 32 * GiB, boot_disk: 'db-primary-boot' })
    expectError(tooMany, 507, 'InsufficientCapacity')
    expect(tooMany.body.message).toMatch(/^vCPU Limit Exceeded/)
    demoQuota().memory = 60 * GiB
    const memory = await update('db-primary', { ncpus: 4, memory: 16 * GiB, boot_disk: 'db-primary-boot' })
    expectError(memory, 507, 'InsufficientCapacity')
    expect(memory.body.message).toMatch(/^Memory Limit Exceeded/)
  })

  it('forbids viewers and hides the instance from outsiders', async () => {
    expectError(await update('db-primary', { ncpus: 2, memory: GiB }, siloViewerId), 403, 'Forbidden')
    expectError(await update('db-primary', { ncpus: 2, memory: GiB }, noRolesId), 404)
  })
})

describe('instanceDelete', () => {
  it('deletes a stopped instance, detaching its disks and releasing its addresses', async () => {
    expect((await del(url('db-primary'), { as: projectCollaboratorId })).status).toBe(204)
    expectError(await get(url('db-primary'), { as: fleetAdminId }), 404)
    const data = await get('/v1/disks/db-data?project=demo-project', { as: fleetAdminId })
    expect(data.body.state).toEqual({ state: 'detached' })
    expect(db.networkInterfaces.some((n) => n.instance_id === instanceIds.dbPrimary)).toBe(false)

    expect((await del(url('legacy-app'), { as: fleetAdminId })).status).toBe(204)
    expect(db.ephemeralIps.some((e) => e.instance_id === instanceIds.legacyApp)).toBe(false)
  })

  it('deletes a failed instance and takes it out of its groups', async () => {
    db.antiAffinityMemberships.push({ group_id: db.antiAffinityGroups[0].id, instance_id: instanceIds.flakyBatch })
    expect((await del(url('flaky-batch'), { as: fleetAdminId })).status).toBe(204)
    expect(db.antiAffinityMemberships.some((m) => m.instance_id === instanceIds.flakyBatch)).toBe(false)
  })

  it('forbids viewers', async () => {
    expectError(await del(url('db-primary'), { as: siloViewerId }), 403, 'Forbidden')
    expectError(await del(url('db-primary')), 401)
  })
})

describe('instanceStart quota', () => {
  it('refuses to start what the silo’s quota cannot hold', async () => {
    demoQuota().cpus = 20
    const res = await post(url('db-primary', '/start'), { as: fleetAdminId })
    expectError(res, 507, 'InsufficientCapacity')
    expect(res.body.message).toMatch(/^vCPU Limit Exceeded: /)
    expect(await state('db-primary')).toBe('stopped')
    // stopping something frees room
    await post(url('web-server-1', '/stop'), { as: fleetAdminId })
    advanceClock(STEP)
    expect((await post(url('db-primary', '/start'), { as: fleetAdminId })).status).toBe(202)
  })

  it('forbids viewers to start, stop or reboot', async () => {
    expectError(await post(url('db-primary', '/start'), { as: siloViewerId }), 403)
    expectError(await post(url('web-server-1', '/stop'), { as: siloViewerId }), 403)
    expectError(await post(url('web-server-1', '/reboot'), { as: noRolesId }), 404)
    expectError(await post(url('nope', '/start'), { as: fleetAdminId }), 404, 'ObjectNotFound')
    expectError(await post('/v1/instances/db-primary/start', { as: fleetAdminId }), 400, 'InvalidRequest')
  })
})
