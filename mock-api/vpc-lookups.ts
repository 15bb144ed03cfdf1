/**
 * Finding what lives inside a VPC the way the real API's selectors do: by id alone, or by
 * name with its parent (a subnet, router or gateway with its VPC, itself by id or by name
 * with its project; a route with its router; a gateway's pool or address with its gateway).
 * Each kind has its own wording for a malformed selector, copied from the API. Whatever the
 * caller cannot read answers 404, like something missing.
 */
import { projectRole } from './auth'
import { db, isUuid } from './db'
import { invalidRequest, notFound } from './errors'
import { lookupVpc } from './lookups'
import type {
  InternetGatewayIpAddressRow,
  InternetGatewayIpPoolRow,
  InternetGatewayRow,
  ProjectRow,
  RouterRouteRow,
  UserRow,
  VpcRouterRow,
  VpcRow,
  VpcSubnetRow,
} from './records'

export type InVpc<T> = { row: T; vpc: VpcRow; project: ProjectRow }

type Selector = { vpc?: string; project?: string }
type Wording = { byId: string; byName: string }

/** The VPC of a list or create call, which always needs one. */
export function vpcFromQuery(user: UserRow, query: Selector): { row: VpcRow; project: ProjectRow } {
  if (!query.vpc) throw invalidRequest('unable to parse query string: missing field `vpc`')
  return lookupVpc(user, query.vpc, query.project)
}

/** The VPC (and its project) a row belongs to, if the user may read it. */
function readableVpc(user: UserRow, vpcId: string | undefined): { vpc: VpcRow; project: ProjectRow } | undefined {
  const vpc = db.vpcs.find((v) => v.id === vpcId)
  const project = vpc && db.projects.find((p) => p.id === vpc.project_id)
  return vpc && project && projectRole(user, project) ? { vpc, project } : undefined
}

function lookupInVpc<T extends { id: string; name: string; vpc_id: string }>(
  user: UserRow,
  rows: T[],
  kind: string,
  wording: Wording,
  nameOrId: string,
  sel: Selector,
): InVpc<T> {
  if (isUuid(nameOrId)) {
    if (sel.vpc || sel.project) throw invalidRequest(wording.byId)
    const row = rows.find((r) => r.id === nameOrId)
    const home = row && readableVpc(user, row.vpc_id)
    if (!row || !home) throw notFound(kind, 'id', nameOrId)
    return { row, ...home }
  }
  if (!sel.vpc) throw invalidRequest(wording.byName)
  const { row: vpc, project } = lookupVpc(user, sel.vpc, sel.project)
  const row = rows.find((r) => r.vpc_id === vpc.id && r.name === nameOrId)
  if (!row) throw notFound(kind, 'name', nameOrId)
  return { row, vpc, project }
}

export const lookupSubnet = (user: UserRow, subnet: string, sel: Selector): InVpc<VpcSubnetRow> =>
  lookupInVpc(
    user,
    db.vpcSubnets,
    'vpc-subnet',
    {
      byId: 'when providing subnet as an ID, vpc and project should not be specified',
      byName: 'subnet should either be an ID or vpc should be specified',
    },
    subnet,
    sel,
  )

export const lookupRouter = (user: UserRow, router: string, sel: Selector): InVpc<VpcRouterRow> =>
  lookupInVpc(
    user,
    db.vpcRouters,
    'vpc-router',
    {
      byId: 'when providing router as an ID vpc and project should not be specified',
      byName: 'router should either be an ID or vpc should be specified',
    },
    router,
    sel,
  )

export const lookupGateway = (user: UserRow, gateway: string, sel: Selector): InVpc<InternetGatewayRow> =>
  lookupInVpc(
    user,
    db.internetGateways,
    'internet-gateway',
    {
      byId: 'when providing gateway as an ID vpc and project should not be specified',
      byName: 'gateway should either be an ID or vpc should be specified',
    },
    gateway,
    sel,
  )

/** The router of a route list or create call. */
export function routerFromQuery(user: UserRow, query: Selector & { router?: string }): InVpc<VpcRouterRow> {
  if (!query.router) throw invalidRequest('unable to parse query string: missing field `router`')
  return lookupRouter(user, query.router, query)
}

/** The gateway of a pool or address list or create call. */
export function gatewayFromQuery(user: UserRow, query: Selector & { gateway?: string }): InVpc<InternetGatewayRow> {
  if (!query.gateway) throw invalidRequest('unable to parse query string: missing field `gateway`')
  return lookupGateway(user, query.gateway, query)
}

// ---------------------------------------------------------------------------------------
// One level further down: routes of a router, pools and addresses of a gateway

export type Under<T, P> = InVpc<T> & { parent: P }

function lookupUnder<T extends { id: string; name: string }, P extends { id: string; vpc_id: string }>(
  user: UserRow,
  nameOrId: string,
  child: { rows: T[]; kind: string; parentId: (row: T) => string; wording: Wording },
  parent: { sel?: string; rows: P[]; lookup: (sel: string) => InVpc<P> },
  sel: Selector,
): Under<T, P> {
  if (isUuid(nameOrId)) {
    if (parent.sel || sel.vpc || sel.project) throw invalidRequest(child.wording.byId)
    const row = child.rows.find((r) => r.id === nameOrId)
    const owner = row && parent.rows.find((p) => p.id === child.parentId(row))
    const home = owner && readableVpc(user, owner.vpc_id)
    if (!row || !owner || !home) throw notFound(child.kind, 'id', nameOrId)
    return { row, parent: owner, ...home }
  }
  if (!parent.sel) throw invalidRequest(child.wording.byName)
  const found = parent.lookup(parent.sel)
  const row = child.rows.find((r) => child.parentId(r) === found.row.id && r.name === nameOrId)
  if (!row) throw notFound(child.kind, 'name', nameOrId)
  return { row, parent: found.row, vpc: found.vpc, project: found.project }
}

/** Selector errors are worded alike for everything one level down. */
const wordingUnder = (noun: string, parent: string): Wording => ({
  byId: `when providing ${noun} as an ID ${parent}, subnet, vpc, and project should not be specified`,
  byName: `${noun} should either be an ID or ${parent} should be specified`,
})

export const lookupRoute = (
  user: UserRow,
  route: string,
  sel: Selector & { router?: string },
): Under<RouterRouteRow, VpcRouterRow> =>
  lookupUnder(
    user,
    route,
    {
      rows: db.routerRoutes,
      kind: 'router-route',
      parentId: (r) => r.vpc_router_id,
      wording: wordingUnder('route', 'router'),
    },
    { sel: sel.router, rows: db.vpcRouters, lookup: (router) => lookupRouter(user, router, sel) },
    sel,
  )

type GatewayAttachments = { pool: InternetGatewayIpPoolRow; address: InternetGatewayIpAddressRow }

/** A pool or address attached to a gateway (each a named resource of its own). */
export function lookupGatewayAttachment<K extends keyof GatewayAttachments>(
  user: UserRow,
  noun: K,
  nameOrId: string,
  sel: Selector & { gateway?: string },
): Under<GatewayAttachments[K], InternetGatewayRow> {
  const rows = (noun === 'pool' ? db.internetGatewayIpPools : db.internetGatewayIpAddresses) as GatewayAttachments[K][]
  return lookupUnder(
    user,
    nameOrId,
    {
      rows,
      kind: `internet-gateway-ip-${noun}`,
      parentId: (a) => a.internet_gateway_id,
      wording: wordingUnder(noun, 'gateway'),
    },
    { sel: sel.gateway, rows: db.internetGateways, lookup: (gateway) => lookupGateway(user, gateway, sel) },
    sel,
  )
}
