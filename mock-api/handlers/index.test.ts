import { beforeEach, describe, expect, it } from 'vitest'
import { resetDb } from '../db'
import { fleetAdminId, noRolesId } from '../fixtures/users'
import { call, expectError, get, post } from '../test-utils'
import { implementedHandlers } from '.'

beforeEach(resetDb)

describe('operations the mock does not model', () => {
  it('answer 501 NotImplemented, naming the operation', async () => {
    const res = await get('/v1/affinity-groups?project=demo-project', { as: noRolesId })
    expectError(res, 501, 'NotImplemented')
    expect(res.body.message).toBe('The mock API does not implement affinity_group_list yet')

    const bundle = await call('DELETE', `/experimental/v1/system/support-bundles/${crypto.randomUUID()}`, {
      as: fleetAdminId,
    })
    expectError(bundle, 501, 'NotImplemented')
    expect(bundle.body.message).toContain('support_bundle_delete')
  })

  it('still require a signed-in user', async () => {
    expectError(await get('/v1/affinity-groups?project=demo-project'), 401, 'Unauthorized')
  })

  it('still validate their input first', async () => {
    expectError(await get('/v1/disks?limit=0', { as: fleetAdminId }), 400, 'InvalidRequest')
  })
})

describe('requests the API does not know', () => {
  it('match no handler', async () => {
    expect((await get('/v1/no-such-thing', { as: fleetAdminId })).status).toBe(0)
    // console pages share prefixes with the API and must not be swallowed
    expect((await get('/login/demo-silo/local')).status).toBe(0)
    expect((await get('/device/verify')).status).toBe(0)
  })
})

describe('malformed bodies', () => {
  it('answer 400 with the parse error, like the real API', async () => {
    const res = await post('/v1/projects', {
      as: fleetAdminId,
      raw: '{"name": ',
      headers: { 'content-type': 'application/json' },
    })
    expectError(res, 400, 'InvalidRequest')
    expect(res.body.message).toMatch(/^unable to parse JSON body: /)

    const empty = await post('/v1/projects', {
      as: fleetAdminId,
      raw: '',
      headers: { 'content-type': 'application/json' },
    })
    expectError(empty, 400, 'InvalidRequest')
  })

  it('do not affect bodiless POSTs or form endpoints', async () => {
    expect((await post('/v1/logout')).status).toBe(204)
    // what the generated client sends: a JSON content type and no body
    const jsonNoBody = await post('/v1/logout', {
      as: fleetAdminId,
      raw: '',
      headers: { 'content-type': 'application/json' },
    })
    expect(jsonNoBody.status).toBe(204)
    expect((await post('/device/auth', { form: { client_id: crypto.randomUUID() } })).status).toBe(200)
  })
})

describe('errors from request validation', () => {
  it('carry a request_id like every other error', async () => {
    const res = await post('/v1/projects', { as: fleetAdminId, body: { name: 'Bad Name', description: '' } })
    expectError(res, 400, 'InvalidRequest')
  })
})

describe('implemented handlers', () => {
  it('cover the operations the console needs first', () => {
    // a superset check: other parts of the mock add their operations alongside
    expect(Object.keys(implementedHandlers)).toEqual(
      expect.arrayContaining([
        'currentUserAccessTokenDelete',
        'currentUserAccessTokenList',
        'currentUserGroups',
        'currentUserView',
        'deviceAccessToken',
        'deviceAuthConfirm',
        'deviceAuthRequest',
        'groupList',
        'groupView',
        'loginLocal',
        'loginSaml',
        'logout',
        'ping',
        'policyUpdate',
        'policyView',
        'projectCreate',
        'projectDelete',
        'projectList',
        'projectPolicyUpdate',
        'projectPolicyView',
        'projectUpdate',
        'projectView',
        'samlIdentityProviderView',
        'siloIdentityProviderList',
        'siloList',
        'siloView',
        'systemPolicyUpdate',
        'systemPolicyView',
        'userList',
      ]),
    )
  })

  it('cover networking: VPCs, subnets, routers, routes, gateways and firewall rules', () => {
    expect(Object.keys(implementedHandlers)).toEqual(
      expect.arrayContaining([
        'vpcCreate',
        'vpcUpdate',
        'vpcDelete',
        'vpcSubnetCreate',
        'vpcSubnetView',
        'vpcSubnetUpdate',
        'vpcSubnetDelete',
        'vpcSubnetListNetworkInterfaces',
        'vpcRouterList',
        'vpcRouterCreate',
        'vpcRouterView',
        'vpcRouterUpdate',
        'vpcRouterDelete',
        'vpcRouterRouteList',
        'vpcRouterRouteCreate',
        'vpcRouterRouteView',
        'vpcRouterRouteUpdate',
        'vpcRouterRouteDelete',
        'internetGatewayList',
        'internetGatewayCreate',
        'internetGatewayView',
        'internetGatewayDelete',
        'internetGatewayIpPoolList',
        'internetGatewayIpPoolCreate',
        'internetGatewayIpPoolDelete',
        'internetGatewayIpAddressList',
        'internetGatewayIpAddressCreate',
        'internetGatewayIpAddressDelete',
        'vpcFirewallRulesView',
        'vpcFirewallRulesUpdate',
      ]),
    )
  })

  it('cover storage: disk import, snapshots and images', () => {
    expect(Object.keys(implementedHandlers)).toEqual(
      expect.arrayContaining([
        'diskBulkWriteImportStart',
        'diskBulkWriteImport',
        'diskBulkWriteImportStop',
        'diskFinalizeImport',
        'imageCreate',
        'imageDelete',
        'imagePromote',
        'imageDemote',
      ]),
    )
  })

  it('cover what instances need', () => {
    expect(Object.keys(implementedHandlers)).toEqual(
      expect.arrayContaining([
        'instanceList',
        'instanceCreate',
        'instanceView',
        'instanceUpdate',
        'instanceDelete',
        'instanceStart',
        'instanceStop',
        'instanceReboot',
        'instanceDiskList',
        'instanceDiskAttach',
        'instanceDiskDetach',
        'diskList',
        'diskCreate',
        'diskView',
        'diskDelete',
        'snapshotList',
        'snapshotCreate',
        'snapshotView',
        'snapshotDelete',
        'imageList',
        'imageView',
        'instanceNetworkInterfaceList',
        'instanceNetworkInterfaceCreate',
        'instanceNetworkInterfaceView',
        'instanceNetworkInterfaceUpdate',
        'instanceNetworkInterfaceDelete',
        'vpcList',
        'vpcView',
        'vpcSubnetList',
        'instanceExternalIpList',
        'instanceEphemeralIpAttach',
        'instanceEphemeralIpDetach',
        'floatingIpList',
        'floatingIpCreate',
        'floatingIpView',
        'floatingIpUpdate',
        'floatingIpDelete',
        'floatingIpAttach',
        'floatingIpDetach',
        'projectIpPoolList',
        'projectIpPoolView',
        'currentUserSshKeyList',
        'currentUserSshKeyCreate',
        'currentUserSshKeyView',
        'currentUserSshKeyDelete',
        'instanceSshPublicKeyList',
        'antiAffinityGroupList',
        'antiAffinityGroupCreate',
        'antiAffinityGroupView',
        'antiAffinityGroupUpdate',
        'antiAffinityGroupDelete',
        'antiAffinityGroupMemberList',
        'antiAffinityGroupMemberInstanceView',
        'antiAffinityGroupMemberInstanceAdd',
        'antiAffinityGroupMemberInstanceDelete',
        'instanceAntiAffinityGroupList',
      ]),
    )
  })
})
