/**
 * The timeseries the mock can answer queries about, described the way the API's schema list
 * describes them. All are cumulative counters (`cumulative_u64`), as the real ones are.
 */
import type * as Api from '../../src/api/__generated__/Api'
import type { Json } from '../../src/api/__generated__/msw-handlers'

type FieldType = 'uuid' | 'string' | 'u32'
type FieldDef = { name: string; type: FieldType; source: 'target' | 'metric'; description: string }

/** Which generator produces the data, and which objects the series belong to. */
type SeriesFamily = 'vcpu' | 'disk' | 'nic'

export type MetricDef = {
  name: string
  family: SeriesFamily
  /** for disk and NIC counters: which of the generated counters this is */
  counter: string
  units: Api.Units
  description: { target: string; metric: string }
  fields: FieldDef[]
}

const instanceId: FieldDef = {
  name: 'instance_id',
  type: 'uuid',
  source: 'target',
  description: 'ID of the instance',
}

const vcpuFields: FieldDef[] = [
  instanceId,
  { name: 'vcpu_id', type: 'u32', source: 'metric', description: 'ID of the virtual CPU' },
  {
    name: 'state',
    type: 'string',
    source: 'metric',
    description: 'State of the vCPU: run, idle, waiting or emulation',
  },
]

const diskFields: FieldDef[] = [
  {
    name: 'attached_instance_id',
    type: 'uuid',
    source: 'target',
    description: 'ID of the instance the disk is attached to',
  },
  { name: 'disk_id', type: 'uuid', source: 'target', description: 'ID of the disk' },
]

const nicFields: FieldDef[] = [
  instanceId,
  { name: 'interface_id', type: 'uuid', source: 'target', description: 'ID of the network interface' },
]

/** The counters of one target, which share its name, description and fields. */
const countersOf =
  (family: 'disk' | 'nic', target: string, description: string, fields: FieldDef[]) =>
  (counter: string, units: Api.Units, metric: string): MetricDef => ({
    name: `${target}:${counter}`,
    family,
    counter,
    units,
    description: { target: description, metric },
    fields,
  })

const disk = countersOf('disk', 'virtual_disk', 'A virtual disk attached to an instance', diskFields)
const nic = countersOf(
  'nic',
  'instance_network_interface',
  "A network interface of an instance's virtual machine",
  nicFields,
)

export const VCPU_STATES = ['run', 'idle', 'waiting', 'emulation'] as const

export const metrics: MetricDef[] = [
  {
    name: 'virtual_machine:vcpu_usage',
    family: 'vcpu',
    counter: 'vcpu_usage',
    units: 'nanoseconds',
    description: {
      target: 'A virtual machine running an instance',
      metric: 'Cumulative time each vCPU has spent in each of its states',
    },
    fields: vcpuFields,
  },
  disk('reads', 'count', 'Number of read operations completed by the disk'),
  disk('writes', 'count', 'Number of write operations completed by the disk'),
  disk('bytes_read', 'bytes', 'Number of bytes read from the disk'),
  disk('bytes_written', 'bytes', 'Number of bytes written to the disk'),
  disk('flushes', 'count', 'Number of flush operations completed by the disk'),
  nic('packets_sent', 'count', 'Number of packets sent by the interface'),
  nic('packets_received', 'count', 'Number of packets received by the interface'),
  nic('bytes_sent', 'bytes', 'Number of bytes sent by the interface'),
  nic('bytes_received', 'bytes', 'Number of bytes received by the interface'),
]

export const metricByName = (name: string) => metrics.find((m) => m.name === name)

/** When the schemas were "registered"; fixed so that responses are stable. */
const SCHEMA_CREATED = '2025-07-30T00:00:00Z'

export const schemaView = (m: MetricDef): Json<Api.TimeseriesSchema> => ({
  timeseries_name: m.name,
  authz_scope: 'project',
  created: SCHEMA_CREATED,
  datum_type: 'cumulative_u64',
  description: m.description,
  field_schema: m.fields.map((f) => ({
    name: f.name,
    field_type: f.type,
    source: f.source,
    description: f.description,
  })),
  units: m.units,
  version: 1,
})
