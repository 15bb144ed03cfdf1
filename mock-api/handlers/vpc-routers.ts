/**
 * VPC routers and their routes. Each VPC has one system router, made with it and never
 * deleted; users add custom routers and their routes. The system router's routes are the
 * control plane's: subnet routes cannot be changed at all, default routes only in where they
 * send traffic, and neither can be deleted.
 */
import type { MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { currentUser } from '../auth'
import { childrenOf, db } from '../db'
import { invalidRequest } from '../errors'
import { changeable } from '../lookups'
import { paginate } from '../pagination'
import type { RouterRouteRow, VpcRouterRow } from '../records'
import { applyIdentityUpdate, assertNameFree, created, newIdentity } from '../resources'
import { checkRoute, normalizeEnd } from '../route-rules'
import { lookupRoute, lookupRouter, routerFromQuery, vpcFromQuery } from '../vpc-lookups'

const routersOf = (vpcId: string) => childrenOf(db.vpcRouters, 'vpc_id', vpcId)
const routesOf = (routerId: string) => childrenOf(db.routerRoutes, 'vpc_router_id', routerId)

export const vpcRouterHandlers: Partial<MSWHandlers> = {
  vpcRouterList({ query, ...params }) {
    const user = currentUser(params)
    const { row: vpc } = vpcFromQuery(user, query)
    return paginate(routersOf(vpc.id), query)
  },

  vpcRouterCreate({ query, body, ...params }) {
    const user = currentUser(params)
    const { row: vpc } = changeable(user, vpcFromQuery(user, query))
    assertNameFree(routersOf(vpc.id), 'vpc-router', body.name)
    const router: VpcRouterRow = { ...newIdentity(body), kind: 'custom', vpc_id: vpc.id }
    db.vpcRouters.push(router)
    return created(router)
  },

  vpcRouterView({ path, query, ...params }) {
    const user = currentUser(params)
    return lookupRouter(user, path.router, query).row
  },

  // the API lets the system router be renamed too: only its routes are the control plane's
  vpcRouterUpdate({ path, query, body, ...params }) {
    const user = currentUser(params)
    const { row } = changeable(user, lookupRouter(user, path.router, query))
    return applyIdentityUpdate(row, body, routersOf(row.vpc_id), 'vpc-router')
  },

  vpcRouterDelete({ path, query, ...params }) {
    const user = currentUser(params)
    const { row } = changeable(user, lookupRouter(user, path.router, query))
    if (row.kind === 'system') throw invalidRequest('cannot delete system router')
    // as in the API: the routes go with it, and subnets using it fall back to the system router
    db.routerRoutes = db.routerRoutes.filter((r) => r.vpc_router_id !== row.id)
    for (const subnet of db.vpcSubnets) {
      if (subnet.custom_router_id === row.id) subnet.custom_router_id = null
    }
    db.vpcRouters = db.vpcRouters.filter((r) => r !== row)
    return 204
  },

  vpcRouterRouteList({ query, ...params }) {
    const user = currentUser(params)
    const { row: router } = routerFromQuery(user, query)
    return paginate(routesOf(router.id), query)
  },

  vpcRouterRouteCreate({ query, body, ...params }) {
    const user = currentUser(params)
    const { row: router } = changeable(user, routerFromQuery(user, query))
    if (router.kind === 'system') {
      throw invalidRequest('user-provided routes cannot be added to a system router')
    }
    checkRoute(body.destination, body.target, 'custom')
    assertNameFree(routesOf(router.id), 'router-route', body.name)
    const route: RouterRouteRow = {
      ...newIdentity(body),
      kind: 'custom',
      vpc_router_id: router.id,
      destination: normalizeEnd(body.destination),
      target: normalizeEnd(body.target),
    }
    db.routerRoutes.push(route)
    return created(route)
  },

  vpcRouterRouteView({ path, query, ...params }) {
    const user = currentUser(params)
    return lookupRoute(user, path.route, query).row
  },

  vpcRouterRouteUpdate({ path, query, body, ...params }) {
    const user = currentUser(params)
    const { row } = changeable(user, lookupRoute(user, path.route, query))
    const destination = normalizeEnd(body.destination)
    if (row.kind === 'default') {
      // only where a default route sends traffic may change; restating the rest is fine
      const renamed = body.name != null && body.name !== row.name
      const redescribed = body.description != null && body.description !== row.description
      if (renamed || redescribed || JSON.stringify(destination) !== JSON.stringify(row.destination)) {
        throw invalidRequest('the destination and metadata of a Default route cannot be changed')
      }
    } else if (row.kind !== 'custom') {
      throw invalidRequest(`routes of type ${row.kind} within the system router are not modifiable`)
    }
    checkRoute(destination, body.target, row.kind)
    applyIdentityUpdate(row, body, routesOf(row.vpc_router_id), 'router-route')
    row.destination = destination
    row.target = normalizeEnd(body.target)
    return row
  },

  vpcRouterRouteDelete({ path, query, ...params }) {
    const user = currentUser(params)
    const { row } = changeable(user, lookupRoute(user, path.route, query))
    if (row.kind !== 'custom') throw invalidRequest('DELETE not allowed on system routes')
    db.routerRoutes = db.routerRoutes.filter((r) => r !== row)
    return 204
  },
}
