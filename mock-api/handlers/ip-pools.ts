/**
 * IP pools for operators: /v1/system/ip-pools*, the service pool (/v1/system/ip-pools-service*)
 * and a silo's linked pools. Fleet viewers read, fleet admins change; for anyone else a
 * pool is as missing as one that does not exist (404), and the lists are forbidden (403).
 */
import type { MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { atLeast, type AuthParams, currentUser, fleetRole, requireFleetRole } from '../auth'
import { db, isUuid, lookupSilo } from '../db'
import { forbidden, notFound } from '../errors'
import {
  addRange,
  deletePool,
  linkOf,
  linkSilo,
  linksOfPool,
  linkView,
  lookupPool,
  operatorPools,
  rangesOf,
  rangeSortKey,
  rangeView,
  removeRange,
  servicePool,
  setDefault,
  unlinkSilo,
  utilizationOf,
} from '../ip-pools'
import { siloPools } from '../network'
import { paginate, pageOf, type PageQuery } from '../pagination'
import type { IpPoolRangeRow, RoleName, UserRow } from '../records'
import { applyIdentityUpdate, assertNameFree, created, newIdentity } from '../resources'

const KIND = 'ip-pool'

/**
 * The pool, for a caller who needs `role` on the fleet. Someone who may not even read the
 * fleet's pools learns nothing of them: 404, as for a missing pool.
 */
function poolAs(user: UserRow, nameOrId: string, role: RoleName) {
  if (!atLeast(fleetRole(user), 'viewer')) throw notFound(KIND, isUuid(nameOrId) ? 'id' : 'name', nameOrId)
  const pool = lookupPool(nameOrId)
  if (!atLeast(fleetRole(user), role)) throw forbidden()
  return pool
}

function fleetUser(params: AuthParams, role: RoleName) {
  const user = currentUser(params)
  requireFleetRole(user, role)
  return user
}

/** Ranges ordered by first address; the page token carries the last one's sort key. */
function rangePage(ranges: IpPoolRangeRow[], query: PageQuery) {
  const keyed = ranges.map((r) => ({ id: rangeSortKey(r), r }))
  const page = paginate(keyed, { ...query, sortBy: 'id_ascending' }, 'id_ascending')
  return { items: page.items.map(({ r }) => rangeView(r)), next_page: page.next_page }
}

export const ipPoolHandlers: Partial<MSWHandlers> = {
  ipPoolList({ query, ...params }) {
    fleetUser(params, 'viewer')
    return paginate(operatorPools(), query)
  },

  ipPoolCreate({ body, ...params }) {
    fleetUser(params, 'admin')
    // the service pool's name is taken too
    assertNameFree(operatorPools().concat(servicePool()), KIND, body.name)
    const pool = newIdentity(body)
    db.ipPools.push(pool)
    return created(pool)
  },

  ipPoolView({ path, ...params }) {
    return poolAs(currentUser(params), path.pool, 'viewer')
  },

  ipPoolUpdate({ path, body, ...params }) {
    const pool = poolAs(currentUser(params), path.pool, 'admin')
    return applyIdentityUpdate(pool, body, operatorPools().concat(servicePool()), KIND)
  },

  ipPoolDelete({ path, ...params }) {
    deletePool(poolAs(currentUser(params), path.pool, 'admin'))
    return 204
  },

  ipPoolRangeList({ path, query, ...params }) {
    const pool = poolAs(currentUser(params), path.pool, 'viewer')
    return rangePage(rangesOf(pool.id), query)
  },

  ipPoolRangeAdd({ path, body, ...params }) {
    const pool = poolAs(currentUser(params), path.pool, 'admin')
    return created(rangeView(addRange(pool, body)))
  },

  ipPoolRangeRemove({ path, body, ...params }) {
    removeRange(poolAs(currentUser(params), path.pool, 'admin'), body)
    return 204
  },

  // the links of a pool are ordered by silo id, as the API pages them
  ipPoolSiloList({ path, query, ...params }) {
    const pool = poolAs(currentUser(params), path.pool, 'viewer')
    const keyed = linksOfPool(pool.id).map((l) => ({ id: l.silo_id, l }))
    return pageOf(keyed, { ...query, sortBy: 'id_ascending' }, ({ l }) => linkView(l), 'id_ascending')
  },

  ipPoolSiloLink({ path, body, ...params }) {
    const pool = poolAs(currentUser(params), path.pool, 'admin')
    return created(linkView(linkSilo(pool, body.silo, body.is_default)))
  },

  ipPoolSiloUpdate({ path, body, ...params }) {
    const pool = poolAs(currentUser(params), path.pool, 'admin')
    return linkView(setDefault(linkOf(pool, lookupSilo(path.silo)), body.is_default))
  },

  ipPoolSiloUnlink({ path, ...params }) {
    const pool = poolAs(currentUser(params), path.pool, 'admin')
    unlinkSilo(pool, linkOf(pool, lookupSilo(path.silo)))
    return 204
  },

  ipPoolUtilizationView({ path, ...params }) {
    return utilizationOf(poolAs(currentUser(params), path.pool, 'viewer').id)
  },

  ipPoolServiceView(params) {
    fleetUser(params, 'viewer')
    return servicePool()
  },

  ipPoolServiceRangeList({ query, ...params }) {
    fleetUser(params, 'viewer')
    return rangePage(rangesOf(servicePool().id), query)
  },

  ipPoolServiceRangeAdd({ body, ...params }) {
    fleetUser(params, 'admin')
    return created(rangeView(addRange(servicePool(), body)))
  },

  ipPoolServiceRangeRemove({ body, ...params }) {
    fleetUser(params, 'admin')
    removeRange(servicePool(), body)
    return 204
  },

  siloIpPoolList({ path, query, ...params }) {
    fleetUser(params, 'viewer')
    const silo = lookupSilo(path.silo)
    const linked = siloPools(silo.id).map(({ pool, link }) => ({ ...pool, is_default: link.is_default }))
    return paginate(linked, query)
  },
}
