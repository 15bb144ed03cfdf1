/**
 * VPC routers and their routes. Each VPC has one system router, made with it and never
 * deleted; users add custom routers and their routes. The system router's routes are the
 * control plane's: subnet routes cannot be changed at all, default routes only in where they
 * send traffic, and neither can be deleted.
 */
import type { MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { json } from '../../src/api/__generated__/msw-handlers'
import { currentUser, requireProjectRole } from '../auth'
import { db } from '../db'
import { alreadyExists, invalidRequest } from '../errors'
import { paginate } from '../pagination'
import type { RouterRouteRow, VpcRouterRow } from '../records'
import { checkRoute, normalizeEnd } from '../route-rules'
import { lookupRoute, lookupRouter, routerFromQuery, vpcFromQuery } from '../vpc-lookups'

function assertRouterNameFree(vpcId: string, name: string, except?: VpcRouterRow) {
  if (db.vpcRouters.some((r) => r !== except && r.vpc_id === vpcId && r.name === name)) {
    throw alreadyExists('vpc-router', name)
  }
}

function assertRouteNameFree(routerId: string, name: string, except?: RouterRouteRow) {
  if (db.routerRoutes.some((r) => r !== except && r.vpc_router_id === routerId && r.name === name)) {
    throw alreadyExists('router-route', name)
  }
}

export const vpcRouterHandlers: Partial<MSWHandlers> = {
  vpcRouterList({ query, ...params }) {
    const user = currentUser(params)
    const { row: vpc } = vpcFromQuery(user, query)
    return paginate(
      db.vpcRouters.filter((r) => r.vpc_id === vpc.id),
      query,
    )
  },

  vpcRouterCreate({ query, body, ...params }) {
    const user = currentUser(params)
    const { row: vpc, project } = vpcFromQuery(user, query)
    requireProjectRole(user, project, 'collaborator')
    assertRouterNameFree(vpc.id, body.name)
    const now = new Date().toISOString()
    const router: VpcRouterRow = {
      id: crypto.randomUUID(),
      name: body.name,
      description: body.description,
      kind: 'custom',
      vpc_id: vpc.id,
      time_created: now,
      time_modified: now,
    }
    db.vpcRouters.push(router)
    return json(router, { status: 201 })
  },

  vpcRouterView({ path, query, ...params }) {
    const user = currentUser(params)
    return lookupRouter(user, path.router, query).row
  },

  // the API lets the system router be renamed too: only its routes are the control plane's
  vpcRouterUpdate({ path, query, body, ...params }) {
    const user = currentUser(params)
    const { row, project } = lookupRouter(user, path.router, query)
    requireProjectRole(user, project, 'collaborator')
    if (body.name && body.name !== row.name) {
      assertRouterNameFree(row.vpc_id, body.name, row)
      row.name = body.name
    }
    if (body.description != null) row.description = body.description
    row.time_modified = new Date().toISOString()
    return row
  },

  vpcRouterDelete({ path, query, ...params }) {
    const user = currentUser(params)
    const { row, project } = lookupRouter(user, path.router, query)
    requireProjectRole(user, project, 'collaborator')
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
    return paginate(
      db.routerRoutes.filter((r) => r.vpc_router_id === router.id),
      query,
    )
  },

  vpcRouterRouteCreate({ query, body, ...params }) {
    const user = currentUser(params)
    const { row: router, project } = routerFromQuery(user, query)
    requireProjectRole(user, project, 'collaborator')
    if (router.kind === 'system') {
      throw invalidRequest('user-provided routes cannot be added to a system router')
    }
    checkRoute(body.destination, body.target, 'custom')
    assertRouteNameFree(router.id, body.name)
    const now = new Date().toISOString()
    const route: RouterRouteRow = {
      id: crypto.randomUUID(),
      name: body.name,
      description: body.description,
      kind: 'custom',
      vpc_router_id: router.id,
      destination: normalizeEnd(body.destination),
      target: normalizeEnd(body.target),
      time_created: now,
      time_modified: now,
    }
    db.routerRoutes.push(route)
    return json(route, { status: 201 })
  },

  vpcRouterRouteView({ path, query, ...params }) {
    const user = currentUser(params)
    return lookupRoute(user, path.route, query).row
  },

  vpcRouterRouteUpdate({ path, query, body, ...params }) {
    const user = currentUser(params)
    const { row, project } = lookupRoute(user, path.route, query)
    requireProjectRole(user, project, 'collaborator')
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
    if (body.name && body.name !== row.name) {
      assertRouteNameFree(row.vpc_router_id, body.name, row)
      row.name = body.name
    }
    if (body.description != null) row.description = body.description
    row.destination = destination
    row.target = normalizeEnd(body.target)
    row.time_modified = new Date().toISOString()
    return row
  },

  vpcRouterRouteDelete({ path, query, ...params }) {
    const user = currentUser(params)
    const { row, project } = lookupRoute(user, path.route, query)
    requireProjectRole(user, project, 'collaborator')
    if (row.kind !== 'custom') throw invalidRequest('DELETE not allowed on system routes')
    db.routerRoutes = db.routerRoutes.filter((r) => r !== row)
    return 204
  },
}
