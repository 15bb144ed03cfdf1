// Affinity and anti-affinity groups share their rules, so each case runs against both kinds.
import { describe, expect, it } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { db } from '../db'
import { dbClusterGroupId, webServersGroupId } from '../fixtures/affinity'
import { instanceIds } from '../fixtures/instances'
import { fleetAdminId, noRolesId, projectCollaboratorId, siloViewerId } from '../fixtures/users'
import { del, expectError, expectOk, expectSchema, get, post, put } from '../test-utils'

const KINDS = [
  {
    kind: 'anti-affinity',
    collection: 'anti-affinity-groups',
    seed: { id: webServersGroupId, name: 'web-servers', policy: 'allow' },
    seedMembers: [
      { id: instanceIds.webServer1, name: 'web-server-1', run_state: 'running' },
      { id: instanceIds.webServer2, name: 'web-server-2', run_state: 'running' },
    ],
    Group: schema.AntiAffinityGroup,
    Page: schema.AntiAffinityGroupResultsPage,
    Member: schema.AntiAffinityGroupMember,
    MemberPage: schema.AntiAffinityGroupMemberResultsPage,
  },
  {
    kind: 'affinity',
    collection: 'affinity-groups',
    seed: { id: dbClusterGroupId, name: 'db-cluster', policy: 'fail' },
    seedMembers: [{ id: instanceIds.dbPrimary, name: 'db-primary', run_state: 'stopped' }],
    Group: schema.AffinityGroup,
    Page: schema.AffinityGroupResultsPage,
    Member: schema.AffinityGroupMember,
    MemberPage: schema.AffinityGroupMemberResultsPage,
  },
] as const

describe.each(KINDS)('$kind groups', ({ kind, collection, seed, seedMembers, Group, Page, Member, MemberPage }) => {
  const group = (name: string = seed.name, suffix = '') => `/v1/${collection}/${name}${suffix}?project=demo-project`
  const member = (instance: string, name: string = seed.name) => group(name, `/members/instance/${instance}`)
  const instanceGroups = (instance: string) => `/v1/instances/${instance}/${collection}?project=demo-project`
  const createGroup = (body: object, as = projectCollaboratorId) =>
    post(`/v1/${collection}?project=demo-project`, {
      as,
      body: { name: 'new-group', description: '', policy: 'fail', failure_domain: 'sled', ...body },
    })

  it('lists and views a project’s groups; outsiders see nothing', async () => {
    const res = await get(`/v1/${collection}?project=demo-project&limit=10`, { as: siloViewerId })
    expectSchema(Page, res.body)
    expect(res.body.items.map((g: { name: string }) => g.name)).toEqual([seed.name])
    const one = await get(`/v1/${collection}/${seed.id}`, { as: siloViewerId })
    expectSchema(Group, one.body)
    expect(one.body).toMatchObject({ policy: seed.policy, failure_domain: 'sled' })
    expectError(await get(group('nope'), { as: fleetAdminId }), 404, 'ObjectNotFound')
    expectError(await get(`/v1/${collection}/${seed.id}?project=demo-project`, { as: fleetAdminId }), 400)
    expectError(await get(`/v1/${collection}`, { as: fleetAdminId }), 400, 'InvalidRequest')
    expectError(await get(`/v1/${collection}?project=demo-project`, { as: noRolesId }), 404)
  })

  it('creates, updates and deletes groups; viewers may not', async () => {
    const res = await createGroup({})
    expectOk(res, 201, Group, { name: 'new-group', policy: 'fail', failure_domain: 'sled' })
    expectError(await createGroup({}), 400, 'ObjectAlreadyExists')
    expectError(await createGroup({ name: 'other', policy: 'sometimes' }), 400, 'InvalidRequest')
    expectError(await createGroup({ name: 'other', failure_domain: 'rack' }), 400, 'InvalidRequest')
    expectError(await createGroup({ name: 'Not A Name' }), 400, 'InvalidRequest')
    expectError(await createGroup({ name: 'other' }, siloViewerId), 403, 'Forbidden')

    const renamed = await put(group('new-group'), {
      as: projectCollaboratorId,
      body: { name: 'renamed', description: 'x' },
    })
    expectOk(renamed, 200, Group, { name: 'renamed', description: 'x', policy: 'fail' })
    expectError(await put(group('renamed'), { as: projectCollaboratorId, body: { name: seed.name } }), 400)
    expectError(await put(group('renamed'), { as: siloViewerId, body: { description: 'y' } }), 403, 'Forbidden')

    expectError(await del(group('renamed'), { as: siloViewerId }), 403, 'Forbidden')
    expect((await del(group('renamed'), { as: projectCollaboratorId })).status).toBe(204)
    expectError(await get(group('renamed'), { as: fleetAdminId }), 404)
  })

  it('lists members with their run states', async () => {
    const res = await get(group(seed.name, '/members'), { as: siloViewerId })
    expectSchema(MemberPage, res.body)
    expect(res.body.items).toEqual(seedMembers.map((value) => ({ type: 'instance', value })))
    const one = await get(member(seedMembers[0].name), { as: siloViewerId })
    expectOk(one, 200, Member)
    expectError(await get(member('legacy-app'), { as: fleetAdminId }), 404, 'ObjectNotFound')
    expectError(await get(group(seed.name, '/members'), { as: noRolesId }), 404)
  })

  it('adds stopped instances only, and removes members', async () => {
    expectOk(await post(member('legacy-app'), { as: projectCollaboratorId }), 201, Member, {
      value: { id: instanceIds.legacyApp, name: 'legacy-app', run_state: 'stopped' },
    })
    expectError(await post(member('legacy-app'), { as: fleetAdminId }), 400, 'ObjectAlreadyExists')
    const running = await post(member('dev-sandbox'), { as: fleetAdminId })
    expectError(running, 400, 'InvalidRequest')
    expect(running.body.message).toBe(`instance state is running, cannot add it to an ${kind} group`)
    // an instance of another project, by id, is not found in this one
    expectError(await post(member(instanceIds.frontend1), { as: fleetAdminId }), 404)
    expectError(await post(member('ci-runner-1'), { as: fleetAdminId }), 404, 'ObjectNotFound')
    expectError(await post(member('flaky-batch'), { as: siloViewerId }), 403, 'Forbidden')

    const mine = await get(instanceGroups('legacy-app'), { as: siloViewerId })
    expectSchema(Page, mine.body)
    expect(mine.body.items.map((g: { name: string }) => g.name)).toEqual([seed.name])

    expectError(await del(member('legacy-app'), { as: siloViewerId }), 403, 'Forbidden')
    expect((await del(member('legacy-app'), { as: projectCollaboratorId })).status).toBe(204)
    expectError(await del(member('legacy-app'), { as: projectCollaboratorId }), 404)
    expect((await get(instanceGroups('legacy-app'), { as: fleetAdminId })).body.items).toEqual([])
    expectError(await get(instanceGroups('legacy-app'), { as: noRolesId }), 404)
  })

  it('caps a group at 32 members and an instance at 16 groups of a kind', async () => {
    const memberships = () => db[kind === 'affinity' ? 'affinityMemberships' : 'antiAffinityMemberships']
    const fill = (count: number, row: (n: number) => { group_id: string; instance_id: string }) =>
      memberships().push(...Array.from({ length: count }, (_, n) => row(n)))
    // rows standing for other memberships; only their count matters
    fill(32 - seedMembers.length, () => ({ group_id: seed.id, instance_id: crypto.randomUUID() }))
    const full = await post(member('legacy-app'), { as: projectCollaboratorId })
    expectError(full, 400, 'InvalidRequest')
    expect(full.body.message).toBe(`an ${kind} group may have at most 32 members`)

    await createGroup({ name: 'roomy' })
    fill(16, () => ({ group_id: crypto.randomUUID(), instance_id: instanceIds.legacyApp }))
    const busy = await post(member('legacy-app', 'roomy'), { as: projectCollaboratorId })
    expectError(busy, 400, 'InvalidRequest')
    expect(busy.body.message).toBe(`an instance may be in at most 16 ${kind} groups`)
  })

  it('forgets an instance’s memberships when it is deleted', async () => {
    await post(member('legacy-app'), { as: projectCollaboratorId })
    expect((await del('/v1/instances/legacy-app?project=demo-project', { as: projectCollaboratorId })).status).toBe(204)
    // a membership left behind would still count toward the group's 32
    const memberships = db[kind === 'affinity' ? 'affinityMemberships' : 'antiAffinityMemberships']
    expect(memberships.filter((m) => m.instance_id === instanceIds.legacyApp)).toEqual([])
  })
})
