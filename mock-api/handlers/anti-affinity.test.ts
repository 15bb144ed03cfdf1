import { beforeEach, describe, expect, it } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { resetDb } from '../db'
import { webServersGroupId } from '../fixtures/affinity'
import { instanceIds } from '../fixtures/instances'
import { fleetAdminId, noRolesId, projectCollaboratorId, siloViewerId } from '../fixtures/users'
import { del, expectError, expectOk, expectSchema, get, post, put } from '../test-utils'

beforeEach(resetDb)

const group = (name = 'web-servers', suffix = '') => `/v1/anti-affinity-groups/${name}${suffix}?project=demo-project`
const member = (instance: string, name = 'web-servers') => group(name, `/members/instance/${instance}`)
const createGroup = (body: object, as = projectCollaboratorId) =>
  post('/v1/anti-affinity-groups?project=demo-project', {
    as,
    body: { name: 'db-tier', description: '', policy: 'fail', failure_domain: 'sled', ...body },
  })

describe('anti-affinity groups', () => {
  it('lists and views a project’s groups', async () => {
    const res = await get('/v1/anti-affinity-groups?project=demo-project&limit=10', { as: siloViewerId })
    expectSchema(schema.AntiAffinityGroupResultsPage, res.body)
    expect(res.body.items.map((g: { name: string }) => g.name)).toEqual(['web-servers'])
    const one = await get(`/v1/anti-affinity-groups/${webServersGroupId}`, { as: siloViewerId })
    expectSchema(schema.AntiAffinityGroup, one.body)
    expect(one.body).toMatchObject({ policy: 'allow', failure_domain: 'sled' })
    expectError(await get(group('nope'), { as: fleetAdminId }), 404, 'ObjectNotFound')
    expectError(await get('/v1/anti-affinity-groups?project=demo-project', { as: noRolesId }), 404)
  })

  it('creates, updates and deletes groups', async () => {
    const res = await createGroup({})
    expectOk(res, 201, schema.AntiAffinityGroup)
    expectError(await createGroup({}), 400, 'ObjectAlreadyExists')
    expectError(await createGroup({ name: 'other', policy: 'sometimes' }), 400, 'InvalidRequest')
    expectError(await createGroup({ name: 'other' }, siloViewerId), 403, 'Forbidden')
    const renamed = await put(group('db-tier'), {
      as: projectCollaboratorId,
      body: { name: 'databases', description: 'x' },
    })
    expect(renamed.body).toMatchObject({ name: 'databases', description: 'x' })
    expect((await del(group('databases'), { as: projectCollaboratorId })).status).toBe(204)
    expectError(await get(group('databases'), { as: fleetAdminId }), 404)
  })

  it('lists members with their run states', async () => {
    const res = await get(group('web-servers', '/members'), { as: siloViewerId })
    expectSchema(schema.AntiAffinityGroupMemberResultsPage, res.body)
    expect(res.body.items).toEqual([
      { type: 'instance', value: { id: instanceIds.webServer1, name: 'web-server-1', run_state: 'running' } },
      { type: 'instance', value: { id: instanceIds.webServer2, name: 'web-server-2', run_state: 'running' } },
    ])
    const one = await get(member('web-server-1'), { as: siloViewerId })
    expectSchema(schema.AntiAffinityGroupMember, one.body)
    expectError(await get(member('db-primary'), { as: fleetAdminId }), 404)
  })

  it('adds stopped instances only, and removes members', async () => {
    const added = await post(member('db-primary'), { as: projectCollaboratorId })
    expectOk(added, 201, schema.AntiAffinityGroupMember)
    expectError(await post(member('db-primary'), { as: fleetAdminId }), 400, 'ObjectAlreadyExists')
    const running = await post(member('dev-sandbox'), { as: fleetAdminId })
    expectError(running, 400, 'InvalidRequest')
    expect(running.body.message).toBe('instance state is running, cannot add it to an anti-affinity group')
    expectError(await post(member(instanceIds.frontend1), { as: fleetAdminId }), 404)
    expectError(await post(member('legacy-app'), { as: siloViewerId }), 403)

    expect((await del(member('web-server-1'), { as: projectCollaboratorId })).status).toBe(204)
    expectError(await del(member('web-server-1'), { as: projectCollaboratorId }), 404)
    const groups = await get('/v1/instances/db-primary/anti-affinity-groups?project=demo-project', { as: siloViewerId })
    expectSchema(schema.AntiAffinityGroupResultsPage, groups.body)
    expect(groups.body.items.map((g: { name: string }) => g.name)).toEqual(['web-servers'])
    expect(
      (await get('/v1/instances/web-server-1/anti-affinity-groups?project=demo-project', { as: fleetAdminId })).body
        .items,
    ).toEqual([])
    expectError(await get('/v1/instances/db-primary/anti-affinity-groups?project=demo-project', { as: noRolesId }), 404)
  })
})
