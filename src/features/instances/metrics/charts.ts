// The charts of the three metric views: which timeseries each charts and how. Every chart
// sums the instance's vCPUs, disks or interfaces into what one instance did.
import type { ChartDef } from './MetricChart'
import { mapValues, type Unit } from '~/charts/series'
import { nsToPercent } from './series'

const VCPU_STATES = ['run', 'idle', 'waiting', 'emulation'] as const

export const CPU_CHARTS: ChartDef[] = [
  {
    title: 'vCPU utilization',
    description: 'Share of the CPU time of all vCPUs spent in each state',
    shape: { timeseries: 'virtual_machine:vcpu_usage', instanceField: 'instance_id', groupBy: ['state'] },
    unit: 'percent',
    labelField: 'state',
    order: VCPU_STATES,
    // the answer is nanoseconds per window summed over vCPUs; each vCPU could run the whole window
    transform: (series, { windowSec, ncpus }) => mapValues(series, (ns) => nsToPercent(ns, windowSec, ncpus)),
    noSeries: 'This instance reported no vCPU time.',
  },
]

// disks report under the instance they are attached to; interfaces under their own instance
const DEVICES = {
  disk: { prefix: 'virtual_disk', instanceField: 'attached_instance_id', none: 'This instance has no disks attached.' },
  nic: {
    prefix: 'instance_network_interface',
    instanceField: 'instance_id',
    none: 'This instance has no network interfaces.',
  },
} as const

/** One counter of every disk or every interface, summed into one series for the instance. */
const summed = (
  device: keyof typeof DEVICES,
  rows: [counter: string, title: string, description: string, unit: Unit][],
): ChartDef[] => {
  const { prefix, instanceField, none } = DEVICES[device]
  return rows.map(([counter, title, description, unit]) => ({
    title,
    description,
    shape: { timeseries: `${prefix}:${counter}`, instanceField, groupBy: [instanceField] },
    unit,
    noSeries: none,
  }))
}

export const DISK_CHARTS = summed('disk', [
  ['reads', 'Reads', 'Read operations over all disks', 'count'],
  ['writes', 'Writes', 'Write operations over all disks', 'count'],
  ['bytes_read', 'Bytes read', 'Data read from all disks', 'bytes'],
  ['bytes_written', 'Bytes written', 'Data written to all disks', 'bytes'],
])

export const NETWORK_CHARTS = summed('nic', [
  ['packets_sent', 'Packets sent', 'Packets sent over all interfaces', 'count'],
  ['packets_received', 'Packets received', 'Packets received over all interfaces', 'count'],
  ['bytes_sent', 'Bytes sent', 'Data sent over all interfaces', 'bytes'],
  ['bytes_received', 'Bytes received', 'Data received over all interfaces', 'bytes'],
])
