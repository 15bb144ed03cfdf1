/**
 * VPC subnets. Blocks follow the API's rules (IPv4 private and /8 to /26, IPv6 a /64 of the
 * VPC's prefix, no overlap within the VPC); the system router gets a route per subnet; a
 * subnet may name a custom router of its VPC; one with interfaces in it cannot go.
 */
import type { MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { currentUser } from '../auth'
import { byNameOrId, childrenOf, db, isUuid } from '../db'
import { invalidRequest } from '../errors'
import { formatCidr } from '../ip'
import { changeable } from '../lookups'
import { allNics } from '../network'
import { paginate } from '../pagination'
import type { UserRow, VpcRow, VpcSubnetRow } from '../records'
import { applyIdentityUpdate, assertNameFree, created, newIdentity } from '../resources'
import { lookupRouter, lookupSubnet, vpcFromQuery } from '../vpc-lookups'
import {
  addSubnetRoute,
  assertNoOverlap,
  checkSubnetIpv4,
  checkSubnetIpv6,
  nextIpv6Block,
  removeSubnetRoute,
  renameSubnetRoute,
} from '../vpc-store'

const KIND = 'vpc-subnet'

const subnetsOf = (vpc: VpcRow) => childrenOf(db.vpcSubnets, 'vpc_id', vpc.id)

/** The custom router a subnet is to use: by name within its VPC, or by id from anywhere readable. */
function routerForSubnet(user: UserRow, vpc: VpcRow, router: string): string {
  let found
  if (isUuid(router)) {
    found = lookupRouter(user, router, {}).row
    if (found.vpc_id !== vpc.id) {
      throw invalidRequest('a router can only be attached to a subnet when both belong to the same VPC')
    }
  } else {
    found = byNameOrId(childrenOf(db.vpcRouters, 'vpc_id', vpc.id), 'vpc-router', router)
  }
  if (found.kind === 'system') throw invalidRequest('cannot attach a system router to a VPC subnet')
  return found.id
}

const changeableSubnet = (user: UserRow, subnet: string, query: { vpc?: string; project?: string }) =>
  changeable(user, lookupSubnet(user, subnet, query))

export const vpcSubnetHandlers: Partial<MSWHandlers> = {
  vpcSubnetList({ query, ...params }) {
    const user = currentUser(params)
    const { row: vpc } = vpcFromQuery(user, query)
    return paginate(subnetsOf(vpc), query)
  },

  vpcSubnetCreate({ query, body, ...params }) {
    const user = currentUser(params)
    const { row: vpc } = changeable(user, vpcFromQuery(user, query))
    const customRouterId = body.custom_router ? routerForSubnet(user, vpc, body.custom_router) : null
    const ipv4 = checkSubnetIpv4(body.ipv4_block)
    const ipv6 = body.ipv6_block ? checkSubnetIpv6(vpc, body.ipv6_block) : nextIpv6Block(vpc)
    assertNameFree(subnetsOf(vpc), KIND, body.name)
    assertNoOverlap(vpc, ipv4, ipv6)
    const subnet: VpcSubnetRow = {
      ...newIdentity(body),
      vpc_id: vpc.id,
      ipv4_block: formatCidr(ipv4),
      ipv6_block: formatCidr(ipv6),
      custom_router_id: customRouterId,
    }
    db.vpcSubnets.push(subnet)
    addSubnetRoute(vpc, subnet)
    return created(subnet)
  },

  vpcSubnetView({ path, query, ...params }) {
    const user = currentUser(params)
    return lookupSubnet(user, path.subnet, query).row
  },

  vpcSubnetUpdate({ path, query, body, ...params }) {
    const user = currentUser(params)
    const { row, vpc } = changeableSubnet(user, path.subnet, query)
    // like the API, an update without a router detaches the current one: send it to keep it
    const customRouterId = body.custom_router ? routerForSubnet(user, vpc, body.custom_router) : null
    const oldName = row.name
    applyIdentityUpdate(row, body, subnetsOf(vpc), KIND)
    row.custom_router_id = customRouterId
    if (row.name !== oldName) renameSubnetRoute(vpc, oldName, row)
    return row
  },

  vpcSubnetDelete({ path, query, ...params }) {
    const user = currentUser(params)
    const { row, vpc } = changeableSubnet(user, path.subnet, query)
    if (allNics().some((n) => n.subnet_id === row.id)) {
      throw invalidRequest('VPC Subnet cannot be deleted while network interfaces in the subnet exist')
    }
    db.vpcSubnets = db.vpcSubnets.filter((s) => s !== row)
    removeSubnetRoute(vpc, row.name)
    return 204
  },

  vpcSubnetListNetworkInterfaces({ path, query, ...params }) {
    const user = currentUser(params)
    const { row } = lookupSubnet(user, path.subnet, query)
    return paginate(childrenOf(db.networkInterfaces, 'subnet_id', row.id), query)
  },
}
