/**
 * External addresses: an instance's ephemeral IP, the project's floating IPs, and the IP
 * pools (those linked to the caller's silo) they are drawn from.
 */
import type * as Api from '../../src/api/__generated__/Api'
import type { Json, MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { json } from '../../src/api/__generated__/msw-handlers'
import { currentUser, requireProjectRole } from '../auth'
import { db, isUuid } from '../db'
import { alreadyExists, invalidRequest, notFound } from '../errors'
import { lookupFloatingIp, lookupInstance, projectFromQuery } from '../lookups'
import { allocateExternalIp, claimExternalIp, lookupSiloPool, poolFor, siloPools, type SiloPool } from '../network'
import { paginate } from '../pagination'
import type { FloatingIpRow, InstanceRow, UserRow } from '../records'
import { instanceAllows, requireInstanceState } from '../state-rules'
import { changeableInstance } from './instances'

/** The API's cap on external addresses (ephemeral and floating) per instance. */
export const MAX_EXTERNAL_IPS_PER_INSTANCE = 32

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
function changeableFloatingIp(user: UserRow, floatingIp: string, project?: string) {
  const found = lookupFloatingIp(user, floatingIp, project)
  requireProjectRole(user, found.project, 'collaborator')
  return found
}

function assertFloatingNameFree(projectId: string, name: string, except?: FloatingIpRow) {
  if (db.floatingIps.some((f) => f !== except && f.project_id === projectId && f.name === name)) {
    throw alreadyExists('floating-ip', name)
  }
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
    return json({ kind: 'ephemeral' as const, ip: ephemeral.ip, ip_pool_id: pool.id }, { status: 202 })
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
    return paginate(
      db.floatingIps.filter((f) => f.project_id === project.id),
      query,
    )
  },

  floatingIpCreate({ query, body, ...params }) {
    const user = currentUser(params)
    const project = projectFromQuery(user, query.project)
    requireProjectRole(user, project, 'collaborator')
    assertFloatingNameFree(project.id, body.name)
    const { ip, pool } = floatingAddress(project.silo_id, body.ip, body.pool)
    const now = new Date().toISOString()
    const row: FloatingIpRow = {
      id: crypto.randomUUID(),
      name: body.name,
      description: body.description,
      project_id: project.id,
      ip,
      ip_pool_id: pool.id,
      instance_id: null,
      time_created: now,
      time_modified: now,
    }
    db.floatingIps.push(row)
    return json(row, { status: 201 })
  },

  floatingIpView({ path, query, ...params }) {
    const user = currentUser(params)
    return lookupFloatingIp(user, path.floatingIp, query.project).row
  },

  floatingIpUpdate({ path, query, body, ...params }) {
    const user = currentUser(params)
    const { row } = changeableFloatingIp(user, path.floatingIp, query.project)
    if (body.name && body.name !== row.name) {
      assertFloatingNameFree(row.project_id, body.name, row)
      row.name = body.name
    }
    if (body.description != null) row.description = body.description
    row.time_modified = new Date().toISOString()
    return row
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
    const instance = isUuid(body.parent)
      ? lookupInstance(user, body.parent).row
      : lookupInstance(user, body.parent, project.id).row
    if (instance.project_id !== project.id) throw notFound('instance', 'id', body.parent)
    if (row.instance_id && row.instance_id !== instance.id) {
      throw invalidRequest('floating IP cannot be attached to one instance while still attached to another')
    }
    // attaching again to the same instance changes nothing, as in the API
    if (row.instance_id) return json(row, { status: 202 })
    if (!instanceAllows(instance, 'move a floating IP')) {
      throw invalidRequest(`cannot attach floating IP to instance in ${instance.run_state} state`)
    }
    if (externalIpsOf(instance).length >= MAX_EXTERNAL_IPS_PER_INSTANCE) {
      throw invalidRequest(`an instance may not have more than ${MAX_EXTERNAL_IPS_PER_INSTANCE} external IP addresses`)
    }
    row.instance_id = instance.id
    row.time_modified = new Date().toISOString()
    return json(row, { status: 202 })
  },

  floatingIpDetach({ path, query, ...params }) {
    const user = currentUser(params)
    const { row } = changeableFloatingIp(user, path.floatingIp, query.project)
    const instance = row.instance_id ? db.instances.find((i) => i.id === row.instance_id) : undefined
    if (!instance) throw invalidRequest(`floating IP "${row.name}" is not attached to an instance`)
    if (!instanceAllows(instance, 'move a floating IP')) {
      throw invalidRequest(`cannot detach floating IP from instance in ${instance.run_state} state`)
    }
    row.instance_id = null
    row.time_modified = new Date().toISOString()
    return json(row, { status: 202 })
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
