/**
 * External addresses: an instance's ephemeral IP, the project's floating IPs, and the IP
 * pools (those linked to the caller's silo) they are drawn from.
 */
import type * as Api from '../../src/api/__generated__/Api'
import type { Json, MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { currentUser } from '../auth'
import { childrenOf, db } from '../db'
import { invalidRequest } from '../errors'
import {
  changeable,
  lookupFloatingIp,
  lookupInProject,
  lookupInstance,
  projectFromQuery,
  projectToChange,
} from '../lookups'
import { allocateExternalIp, claimExternalIp, lookupSiloPool, poolFor, siloPools, type SiloPool } from '../network'
import { paginate } from '../pagination'
import type { FloatingIpRow, InstanceRow, UserRow } from '../records'
import { accepted, applyIdentityUpdate, assertNameFree, created, newIdentity, touch } from '../resources'
import { instanceAllows, requireInstanceState } from '../state-rules'
import { changeableInstance } from './instances'

const KIND = 'floating-ip'

/** The API's cap on external addresses (ephemeral and floating) per instance. */
const MAX_EXTERNAL_IPS_PER_INSTANCE = 32

const siloPoolView = ({ pool, link }: SiloPool): Json<Api.SiloIpPool> => ({ ...pool, is_default: link.is_default })

function externalIpsOf(instance: InstanceRow): Json<Api.ExternalIp>[] {
  const ephemeral = db.ephemeralIps
    .filter((e) => e.instance_id === instance.id)
    .map((e): Json<Api.ExternalIp> => ({ kind: 'ephemeral', ip: e.ip, ip_pool_id: e.ip_pool_id }))
  const floating = db.floatingIps
    .filter((f) => f.instance_id === instance.id)
    .map((f): Json<Api.ExternalIp> => ({ kind: 'floating', ...f }))
  return [...ephemeral, ...floating]
}

/** The address asked for, or the first free one of the named (or default) pool. */
function floatingAddress(siloId: string, ip?: string | null, poolNameOrId?: string | null) {
  if (ip) return claimExternalIp(siloId, ip, poolNameOrId)
  const pool = poolFor(siloId, poolNameOrId)
  return { ip: allocateExternalIp(pool), pool }
}

/** A floating IP the caller may change. */
const changeableFloatingIp = (user: UserRow, floatingIp: string, project?: string) =>
  changeable(user, lookupFloatingIp(user, floatingIp, project))

const floatingIpsOf = (projectId: string) => childrenOf(db.floatingIps, 'project_id', projectId)

/** Attaches or detaches a floating IP. */
function moveFloatingIp(row: FloatingIpRow, instanceId: string | null) {
  row.instance_id = instanceId
  touch(row)
  return accepted(row)
}

export const externalIpHandlers: Partial<MSWHandlers> = {
  instanceExternalIpList({ path, query, ...params }) {
    const user = currentUser(params)
    const { row } = lookupInstance(user, path.instance, query.project)
    return { items: externalIpsOf(row), next_page: null }
  },

  instanceEphemeralIpAttach({ path, query, body, ...params }) {
    const user = currentUser(params)
    const { row, project } = changeableInstance(user, path.instance, query.project)
    requireInstanceState(row, 'attach an ephemeral IP')
    if (db.ephemeralIps.some((e) => e.instance_id === row.id)) {
      throw invalidRequest('an instance may not have more than 1 ephemeral IP address')
    }
    const pool = poolFor(project.silo_id, body.pool)
    const ephemeral = { instance_id: row.id, ip: allocateExternalIp(pool), ip_pool_id: pool.id }
    db.ephemeralIps.push(ephemeral)
    return accepted({ kind: 'ephemeral' as const, ip: ephemeral.ip, ip_pool_id: pool.id })
  },

  instanceEphemeralIpDetach({ path, query, ...params }) {
    const user = currentUser(params)
    const { row } = changeableInstance(user, path.instance, query.project)
    requireInstanceState(row, 'detach an ephemeral IP')
    if (!db.ephemeralIps.some((e) => e.instance_id === row.id)) {
      throw invalidRequest(`instance "${row.name}" has no ephemeral IP`)
    }
    db.ephemeralIps = db.ephemeralIps.filter((e) => e.instance_id !== row.id)
    return 204
  },

  floatingIpList({ query, ...params }) {
    const user = currentUser(params)
    const project = projectFromQuery(user, query.project)
    return paginate(floatingIpsOf(project.id), query)
  },

  floatingIpCreate({ query, body, ...params }) {
    const user = currentUser(params)
    const project = projectToChange(user, query.project)
    assertNameFree(floatingIpsOf(project.id), KIND, body.name)
    const { ip, pool } = floatingAddress(project.silo_id, body.ip, body.pool)
    const row: FloatingIpRow = {
      ...newIdentity(body),
      project_id: project.id,
      ip,
      ip_pool_id: pool.id,
      instance_id: null,
    }
    db.floatingIps.push(row)
    return created(row)
  },

  floatingIpView({ path, query, ...params }) {
    const user = currentUser(params)
    return lookupFloatingIp(user, path.floatingIp, query.project).row
  },

  floatingIpUpdate({ path, query, body, ...params }) {
    const user = currentUser(params)
    const { row } = changeableFloatingIp(user, path.floatingIp, query.project)
    return applyIdentityUpdate(row, body, floatingIpsOf(row.project_id), KIND)
  },

  floatingIpDelete({ path, query, ...params }) {
    const user = currentUser(params)
    const { row } = changeableFloatingIp(user, path.floatingIp, query.project)
    if (row.instance_id) throw invalidRequest('Floating IP cannot be deleted while attached to an instance')
    db.floatingIps = db.floatingIps.filter((f) => f !== row)
    return 204
  },

  floatingIpAttach({ path, query, body, ...params }) {
    const user = currentUser(params)
    const { row, project } = changeableFloatingIp(user, path.floatingIp, query.project)
    const instance = lookupInProject(lookupInstance, 'instance', user, body.parent, project)
    if (row.instance_id && row.instance_id !== instance.id) {
      throw invalidRequest('floating IP cannot be attached to one instance while still attached to another')
    }
    // attaching again to the same instance changes nothing, as in the API
    if (row.instance_id) return accepted(row)
    if (!instanceAllows(instance, 'move a floating IP')) {
      throw invalidRequest(`cannot attach floating IP to instance in ${instance.run_state} state`)
    }
    if (externalIpsOf(instance).length >= MAX_EXTERNAL_IPS_PER_INSTANCE) {
      throw invalidRequest(`an instance may not have more than ${MAX_EXTERNAL_IPS_PER_INSTANCE} external IP addresses`)
    }
    return moveFloatingIp(row, instance.id)
  },

  floatingIpDetach({ path, query, ...params }) {
    const user = currentUser(params)
    const { row } = changeableFloatingIp(user, path.floatingIp, query.project)
    const instance = row.instance_id ? db.instances.find((i) => i.id === row.instance_id) : undefined
    if (!instance) throw invalidRequest(`floating IP "${row.name}" is not attached to an instance`)
    if (!instanceAllows(instance, 'move a floating IP')) {
      throw invalidRequest(`cannot detach floating IP from instance in ${instance.run_state} state`)
    }
    return moveFloatingIp(row, null)
  },

  // Every member of a silo sees the pools linked to it, and only those.
  projectIpPoolList({ query, ...params }) {
    const user = currentUser(params)
    return paginate(siloPools(user.silo_id).map(siloPoolView), query)
  },

  projectIpPoolView({ path, ...params }) {
    const user = currentUser(params)
    return siloPoolView(lookupSiloPool(user.silo_id, path.pool))
  },
}
