/**
 * Which series a query is about: one per combination of field values (instance, vCPU and
 * state; instance and disk; instance and interface) that exists, is in the query's scope
 * and passes the filter. Objects come from the shared state, so instances created through
 * the mock have metrics too, and an instance of another project (or an unknown id) simply
 * has no series, as the real API's scoped queries behave.
 */
import type * as Api from '../../src/api/__generated__/Api'
import type { Json } from '../../src/api/__generated__/msw-handlers'
import { db } from '../db'
import { settleDisk, settleInstance } from '../lifecycle'
import { diskCounters, nicCounters, vcpuTimes, type Window } from './generate'
import type { FieldLiteral } from './oxql'
import { type MetricDef, VCPU_STATES } from './schemas'

export type FieldValueJson = Json<Api.FieldValue>

/** Whose data a query may see: one project's (timeseries_query) or everyone's (system). */
export type Scope = { kind: 'project'; projectId: string } | { kind: 'fleet' }

export type SeriesSource = {
  fields: Record<string, FieldValueJson>
  /** how much the counter grew during a window */
  value: (w: Window) => number
  /** the object did not exist before this time (ms since the epoch) */
  sinceMs: number
  /** the instance has not run since this time (stopped or failed), else Infinity */
  untilMs: number
}

/** Equality filters on fields, already checked against the timeseries' field types. */
export type FieldFilter = Map<string, FieldLiteral>

type InstanceTarget = { id: string; ncpus: number; sinceMs: number; untilMs: number }

/** States in which an instance's VM is not running, so nothing reports metrics. */
const NOT_RUNNING = ['creating', 'stopped', 'failed', 'destroyed']

function instancesFor(scope: Scope, wantedId: FieldLiteral | undefined): InstanceTarget[] {
  return db.instances
    .filter((i) => scope.kind === 'fleet' || i.project_id === scope.projectId)
    .filter((i) => wantedId === undefined || i.id === wantedId)
    .map((i) => {
      const { run_state, time_run_state_updated } = settleInstance(i)
      // the mock keeps no history of earlier stops: only the current one ends the data
      const untilMs = NOT_RUNNING.includes(run_state) ? Date.parse(time_run_state_updated) : Infinity
      return { id: i.id, ncpus: i.ncpus, sinceMs: Date.parse(i.time_created), untilMs }
    })
}

const uuid = (value: string): FieldValueJson => ({ type: 'uuid', value })

/** A disk or interface has data from when both it and its instance existed. */
const since = (inst: InstanceTarget, created: string) => Math.max(inst.sinceMs, Date.parse(created))

function candidates(metric: MetricDef, filter: FieldFilter, scope: Scope): SeriesSource[] {
  const out: SeriesSource[] = []
  if (metric.family === 'vcpu') {
    for (const inst of instancesFor(scope, filter.get('instance_id'))) {
      for (let vcpu = 0; vcpu < inst.ncpus; vcpu++) {
        for (const state of VCPU_STATES) {
          out.push({
            fields: {
              instance_id: uuid(inst.id),
              vcpu_id: { type: 'u32', value: vcpu },
              state: { type: 'string', value: state },
            },
            value: (w) => vcpuTimes(inst.id, vcpu, w)[state],
            sinceMs: inst.sinceMs,
            untilMs: inst.untilMs,
          })
        }
      }
    }
  } else if (metric.family === 'disk') {
    for (const inst of instancesFor(scope, filter.get('attached_instance_id'))) {
      // only disks attached now: the mock keeps no history of attachments
      const disks = db.disks.filter((d) => {
        const { state } = settleDisk(d)
        return state.state === 'attached' && state.instance === inst.id
      })
      for (const disk of disks) {
        out.push({
          fields: { attached_instance_id: uuid(inst.id), disk_id: uuid(disk.id) },
          value: (w) => diskCounters(disk.id, w)[metric.counter],
          sinceMs: since(inst, disk.time_created),
          untilMs: inst.untilMs,
        })
      }
    }
  } else {
    for (const inst of instancesFor(scope, filter.get('instance_id'))) {
      for (const nic of db.networkInterfaces.filter((n) => n.instance_id === inst.id)) {
        out.push({
          fields: { instance_id: uuid(inst.id), interface_id: uuid(nic.id) },
          value: (w) => nicCounters(nic.id, w)[metric.counter],
          sinceMs: since(inst, nic.time_created),
          untilMs: inst.untilMs,
        })
      }
    }
  }
  return out
}

/** The series of a timeseries that are in scope and match every equality in the filter. */
export function seriesFor(metric: MetricDef, filter: FieldFilter, scope: Scope): SeriesSource[] {
  return candidates(metric, filter, scope).filter((s) =>
    [...filter].every(([name, want]) => s.fields[name]?.value === want),
  )
}
