/**
 * Internet gateways of a VPC, and the IP pools and addresses attached to them (each
 * attachment is a named resource of its own). Deleting a gateway that still has pools or
 * addresses needs `cascade`, which also removes the routes that send traffic to it. Detaching
 * a pool or address that instances of the VPC use for routed traffic needs `cascade` too.
 */
import type { MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { currentUser } from '../auth'
import { childrenOf, db } from '../db'
import { invalidRequest } from '../errors'
import { normalizeIp, parseIp } from '../ip'
import { changeable } from '../lookups'
import { lookupSiloPool, poolCovers, siloPools } from '../network'
import { paginate } from '../pagination'
import type { InternetGatewayRow } from '../records'
import { assertNameFree, created, newIdentity } from '../resources'
import { gatewayFromQuery, lookupGateway, lookupGatewayAttachment, vpcFromQuery } from '../vpc-lookups'

const poolsOf = (gatewayId: string) => childrenOf(db.internetGatewayIpPools, 'internet_gateway_id', gatewayId)
const addressesOf = (gatewayId: string) => childrenOf(db.internetGatewayIpAddresses, 'internet_gateway_id', gatewayId)

const routesTo = (gateway: InternetGatewayRow) => {
  const routerIds = new Set(db.vpcRouters.filter((r) => r.vpc_id === gateway.vpc_id).map((r) => r.id))
  return (r: (typeof db.routerRoutes)[number]) =>
    routerIds.has(r.vpc_router_id) && r.target.type === 'internet_gateway' && r.target.value === gateway.name
}

/** External addresses held by instances with an interface in the gateway's VPC. */
function externalIpsInVpc(vpcId: string): string[] {
  const instanceIds = new Set(db.networkInterfaces.filter((n) => n.vpc_id === vpcId).map((n) => n.instance_id))
  return [
    ...db.floatingIps.filter((f) => f.instance_id && instanceIds.has(f.instance_id)).map((f) => f.ip),
    ...db.ephemeralIps.filter((e) => instanceIds.has(e.instance_id)).map((e) => e.ip),
  ]
}

const inPool = (poolId: string, address: string) => poolCovers(poolId, parseIp(address)!)

/**
 * The API refuses to take away what routed instance traffic depends on: a detach without
 * `cascade` fails while routes send traffic to the gateway and instances of the VPC hold
 * addresses the attachment covers. (The API words this the same for pools and addresses.)
 */
function assertNotInUse(gateway: InternetGatewayRow, covers: (ip: string) => boolean) {
  if (db.routerRoutes.some(routesTo(gateway)) && externalIpsInVpc(gateway.vpc_id).some(covers)) {
    throw invalidRequest('VPC routes dependent on this IP pool. To perform a cascading delete set the cascade option')
  }
}

export const internetGatewayHandlers: Partial<MSWHandlers> = {
  internetGatewayList({ query, ...params }) {
    const user = currentUser(params)
    const { row: vpc } = vpcFromQuery(user, query)
    return paginate(childrenOf(db.internetGateways, 'vpc_id', vpc.id), query)
  },

  internetGatewayCreate({ query, body, ...params }) {
    const user = currentUser(params)
    const { row: vpc } = changeable(user, vpcFromQuery(user, query))
    assertNameFree(childrenOf(db.internetGateways, 'vpc_id', vpc.id), 'internet-gateway', body.name)
    const gateway: InternetGatewayRow = { ...newIdentity(body), vpc_id: vpc.id }
    db.internetGateways.push(gateway)
    return created(gateway)
  },

  internetGatewayView({ path, query, ...params }) {
    const user = currentUser(params)
    return lookupGateway(user, path.gateway, query).row
  },

  internetGatewayDelete({ path, query, ...params }) {
    const user = currentUser(params)
    const { row } = changeable(user, lookupGateway(user, path.gateway, query))
    const mine = (a: { internet_gateway_id: string }) => a.internet_gateway_id === row.id
    if (!query.cascade) {
      const hint = 'referencing this gateway exist. To perform a cascading delete set the cascade option'
      if (db.internetGatewayIpPools.some(mine)) throw invalidRequest(`Ip pools ${hint}`)
      if (db.internetGatewayIpAddresses.some(mine)) throw invalidRequest(`Ip addresses ${hint}`)
    }
    // without cascade, routes naming the gateway stay, pointing nowhere, as in the API
    if (query.cascade) {
      const isRoute = routesTo(row)
      db.routerRoutes = db.routerRoutes.filter((r) => !isRoute(r))
    }
    db.internetGatewayIpPools = db.internetGatewayIpPools.filter((p) => !mine(p))
    db.internetGatewayIpAddresses = db.internetGatewayIpAddresses.filter((a) => !mine(a))
    db.internetGateways = db.internetGateways.filter((g) => g !== row)
    return 204
  },

  internetGatewayIpPoolList({ query, ...params }) {
    const user = currentUser(params)
    const { row: gateway } = gatewayFromQuery(user, query)
    return paginate(poolsOf(gateway.id), query)
  },

  internetGatewayIpPoolCreate({ query, body, ...params }) {
    const user = currentUser(params)
    const { row: gateway, project } = changeable(user, gatewayFromQuery(user, query))
    const { pool } = lookupSiloPool(project.silo_id, body.ip_pool)
    const attached = poolsOf(gateway.id)
    assertNameFree(attached, 'internet-gateway-ip-pool', body.name)
    if (attached.some((p) => p.ip_pool_id === pool.id)) {
      throw invalidRequest(`IP pool "${pool.name}" is already attached to internet gateway "${gateway.name}"`)
    }
    const row = { ...newIdentity(body), internet_gateway_id: gateway.id, ip_pool_id: pool.id }
    db.internetGatewayIpPools.push(row)
    return created(row)
  },

  internetGatewayIpPoolDelete({ path, query, ...params }) {
    const user = currentUser(params)
    const { row, parent } = changeable(user, lookupGatewayAttachment(user, 'pool', path.pool, query))
    if (!query.cascade) assertNotInUse(parent, (ip) => inPool(row.ip_pool_id, ip))
    db.internetGatewayIpPools = db.internetGatewayIpPools.filter((p) => p !== row)
    return 204
  },

  internetGatewayIpAddressList({ query, ...params }) {
    const user = currentUser(params)
    const { row: gateway } = gatewayFromQuery(user, query)
    return paginate(addressesOf(gateway.id), query)
  },

  internetGatewayIpAddressCreate({ query, body, ...params }) {
    const user = currentUser(params)
    const { row: gateway, project } = changeable(user, gatewayFromQuery(user, query))
    const address = normalizeIp(body.address)
    // the gateway forwards with one of the silo's external addresses, so it must be one
    if (!address || !siloPools(project.silo_id).some(({ pool }) => inPool(pool.id, address))) {
      throw invalidRequest(`IP address ${body.address} is not in any IP pool available to this silo`)
    }
    const attached = addressesOf(gateway.id)
    assertNameFree(attached, 'internet-gateway-ip-address', body.name)
    if (attached.some((a) => a.address === address)) {
      throw invalidRequest(`IP address ${address} is already attached to internet gateway "${gateway.name}"`)
    }
    const row = { ...newIdentity(body), internet_gateway_id: gateway.id, address }
    db.internetGatewayIpAddresses.push(row)
    return created(row)
  },

  internetGatewayIpAddressDelete({ path, query, ...params }) {
    const user = currentUser(params)
    const { row, parent } = changeable(user, lookupGatewayAttachment(user, 'address', path.address, query))
    if (!query.cascade) assertNotInUse(parent, (ip) => ip === row.address)
    db.internetGatewayIpAddresses = db.internetGatewayIpAddresses.filter((a) => a !== row)
    return 204
  },
}
