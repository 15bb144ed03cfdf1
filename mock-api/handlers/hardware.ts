/**
 * The rack's hardware: racks, sleds, physical disks, switches, and adding a sled.
 *
 * Access follows the real API's authorization: lists are checked against the fleet, so a
 * caller who is not a fleet viewer gets 403; one rack, sled, disk or switch is looked up
 * first and then checked, and a caller who may not read it gets the 404 a missing one gets.
 * Changing anything takes a fleet admin (a fleet viewer gets 403).
 */
import type * as Api from '../../src/api/__generated__/Api'
import type { Json, MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { atLeast, currentUser, fleetRole, requireFleetRole } from '../auth'
import { db } from '../db'
import { alreadyExists, apiError, notFound } from '../errors'
import { REV7_HARDWARE, sledId } from '../fixtures/hardware'
import { holdsCompute, settleInstance } from '../lifecycle'
import { pageOf, paginate } from '../pagination'
import type { InstanceRow, PhysicalDiskRow, SledRow, SwitchRow, UserRow } from '../records'
import { created, timestamp } from '../resources'

/** One row by id, or the API's 404; also the answer to someone who may not read it. */
function lookupById<T extends { id: string }>(user: UserRow, rows: readonly T[], kind: string, id: string): T {
  const row = rows.find((r) => r.id === id)
  if (!row || !atLeast(fleetRole(user), 'viewer')) throw notFound(kind, 'id', id)
  return row
}

const sledView = ({ cubby: _cubby, reservoir_size: _reservoir, ...sled }: SledRow): Json<Api.Sled> => sled
const switchView = ({ slot: _slot, ...sw }: SwitchRow): Json<Api.Switch> => sw
const physicalDiskView = (disk: PhysicalDiskRow): Json<Api.PhysicalDisk> => disk

// The real API's lists leave out what has left service: sled_list shows in-service sleds
// (provisionable or not) that are active; physical_disk_list in-service, active disks. An
// expunged sled or disk is still found by id, and a sled's own disk list shows all of them.
const sledInService = (s: SledRow) => s.policy.kind === 'in_service' && s.state === 'active'
const diskInService = (d: PhysicalDiskRow) => d.policy.kind === 'in_service' && d.state === 'active'

/** How the real API words a policy in its messages. */
function policyText(policy: Json<Api.SledPolicy>): string {
  if (policy.kind === 'expunged') return 'expunged'
  return policy.provision_policy === 'provisionable' ? 'in service' : 'not provisionable'
}

/**
 * The sled an instance's VM runs on. The seed places its instances; one that gets a VM later
 * is placed on first sight, as the control plane would have when it started: on the
 * provisionable in-service sled running the fewest instances (the lowest cubby on a tie).
 */
function sledOf(instance: InstanceRow): string | undefined {
  const placed = db.instanceSleds[instance.id]
  if (placed) return placed
  const load = new Map<string, number>()
  for (const id of Object.values(db.instanceSleds)) load.set(id, (load.get(id) ?? 0) + 1)
  const candidates = db.sleds
    .filter((s) => sledInService(s) && s.policy.kind === 'in_service' && s.policy.provision_policy === 'provisionable')
    .sort((a, b) => (load.get(a.id) ?? 0) - (load.get(b.id) ?? 0) || a.cubby - b.cubby)
  const target = candidates[0]?.id
  if (target) db.instanceSleds[instance.id] = target
  return target
}

function sledInstanceView(instance: InstanceRow, sled: SledRow): Json<Api.SledInstance> {
  const project = db.projects.find((p) => p.id === instance.project_id)
  const silo = db.silos.find((s) => s.id === project?.silo_id)
  return {
    id: instance.id,
    name: instance.name,
    active_sled_id: sled.id,
    migration_id: null,
    ncpus: instance.ncpus,
    memory: instance.memory,
    project_name: project?.name ?? '',
    silo_name: silo?.name ?? '',
    state: instance.run_state,
    time_created: instance.time_created,
    time_modified: instance.time_modified,
  }
}

export const hardwareHandlers: Partial<MSWHandlers> = {
  rackList({ query, ...params }) {
    requireFleetRole(currentUser(params), 'viewer')
    return paginate(db.racks, query, 'id_ascending')
  },

  rackView({ path, ...params }) {
    return lookupById(currentUser(params), db.racks, 'rack', path.rackId)
  },

  sledList({ query, ...params }) {
    requireFleetRole(currentUser(params), 'viewer')
    return pageOf(db.sleds.filter(sledInService), query, sledView, 'id_ascending')
  },

  sledView({ path, ...params }) {
    return sledView(lookupById(currentUser(params), db.sleds, 'sled', path.sledId))
  },

  // The real API lists a sled's disks by sled id without looking the sled up: an unknown id
  // is an empty list, not a 404.
  sledPhysicalDiskList({ path, query, ...params }) {
    requireFleetRole(currentUser(params), 'viewer')
    const disks = db.physicalDisks.filter((d) => d.sled_id === path.sledId)
    return pageOf(disks, query, physicalDiskView, 'id_ascending')
  },

  // Instances with a VM on the sled (a stopped instance has none, so it is on no sled).
  sledInstanceList({ path, query, ...params }) {
    const sled = lookupById(currentUser(params), db.sleds, 'sled', path.sledId)
    const here = db.instances.filter((row) => {
      settleInstance(row)
      return holdsCompute(row) && row.run_state !== 'creating' && sledOf(row) === sled.id
    })
    return pageOf(here, query, (row) => sledInstanceView(row, sled), 'id_ascending')
  },

  // Answers the old and the new provision policy; setting the current one again is a no-op
  // that succeeds. An expunged or decommissioned sled never returns to service: 409.
  sledSetProvisionPolicy({ path, body, ...params }) {
    const user = currentUser(params)
    const sled = lookupById(user, db.sleds, 'sled', path.sledId)
    requireFleetRole(user, 'admin')
    if (sled.policy.kind !== 'in_service' || sled.state !== 'active') {
      const wanted = policyText({ kind: 'in_service', provision_policy: body.state })
      throw apiError(
        409,
        'Conflict',
        `sled id ${sled.id} has current policy "${policyText(sled.policy)}" and state "${sled.state}" ` +
          `and the transition to policy "${wanted}" is not permitted`,
      )
    }
    const old_state = sled.policy.provision_policy
    if (old_state !== body.state) {
      sled.policy = { kind: 'in_service', provision_policy: body.state }
      sled.time_modified = timestamp()
    }
    return { old_state, new_state: body.state }
  },

  sledListUninitialized({ query, ...params }) {
    requireFleetRole(currentUser(params), 'viewer')
    // they have no id; the cubby orders them, and a page token continues after one
    const keyed = db.uninitializedSleds.map((s) => ({ ...s, id: s.cubby.toString().padStart(5, '0') }))
    return pageOf(keyed, query, ({ id: _key, ...s }) => s, 'id_ascending')
  },

  // The sled joins the rack at once (the real control plane takes a few minutes to start
  // it); its drives are adopted later, so it comes with none.
  sledAdd({ body, ...params }) {
    requireFleetRole(currentUser(params), 'admin')
    const sameBoard = (b: Json<Api.Baseboard>) => b.serial === body.serial && b.part === body.part
    const inRack = db.sleds.find((s) => sameBoard(s.baseboard))
    if (inRack) throw alreadyExists('sled', `${body.serial} (${body.part}): ${inRack.id}`)
    const waiting = db.uninitializedSleds.find((s) => sameBoard(s.baseboard))
    if (!waiting) {
      // the real API's lookup of the baseboard, worded as it words it
      const board = `BaseboardId { part_number: "${body.part}", serial_number: "${body.serial}" }`
      throw notFound('sled', 'id', board)
    }
    const now = timestamp()
    const sled: SledRow = {
      id: sledId(waiting.cubby),
      baseboard: waiting.baseboard,
      rack_id: waiting.rack_id,
      policy: { kind: 'in_service', provision_policy: 'provisionable' },
      state: 'active',
      ...REV7_HARDWARE,
      time_created: now,
      time_modified: now,
      cubby: waiting.cubby,
    }
    db.sleds.push(sled)
    db.uninitializedSleds = db.uninitializedSleds.filter((s) => s !== waiting)
    return created({ id: sled.id })
  },

  physicalDiskList({ query, ...params }) {
    requireFleetRole(currentUser(params), 'viewer')
    return pageOf(db.physicalDisks.filter(diskInService), query, physicalDiskView, 'id_ascending')
  },

  physicalDiskView({ path, ...params }) {
    return physicalDiskView(lookupById(currentUser(params), db.physicalDisks, 'physical disk', path.diskId))
  },

  switchList({ query, ...params }) {
    requireFleetRole(currentUser(params), 'viewer')
    return pageOf(db.switches, query, switchView, 'id_ascending')
  },

  switchView({ path, ...params }) {
    return switchView(lookupById(currentUser(params), db.switches, 'switch', path.switchId))
  },
}
