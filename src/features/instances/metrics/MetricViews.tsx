/**
 * The three metric views: which timeseries each charts and how. Every chart sums the
 * instance's vCPUs, disks or interfaces into what one instance did.
 */
import { useParams } from 'react-router'
import { usePrefetchedQuery } from '~/api/client'
import { instanceQuery } from '../instanceQueries'
import { MetricChart, type ChartDef } from './MetricChart'
import { mapValues, nsToPercent, type Unit } from './series'

const VCPU_STATES = ['run', 'idle', 'waiting', 'emulation'] as const

const cpu: ChartDef = {
  title: 'vCPU utilization',
  description: 'Share of the CPU time of all vCPUs spent in each state',
  shape: { timeseries: 'virtual_machine:vcpu_usage', instanceField: 'instance_id', groupBy: ['state'] },
  unit: 'percent',
  labelField: 'state',
  order: VCPU_STATES,
  // the answer is nanoseconds per window summed over vCPUs; each vCPU could run the whole window
  transform: (series, { windowSec, ncpus }) => mapValues(series, (ns) => nsToPercent(ns, windowSec, ncpus)),
  noSeries: 'This instance reported no vCPU time.',
}

const disk = (counter: string, title: string, description: string, unit: Unit): ChartDef => ({
  title,
  description,
  // disks report under the instance they are attached to
  shape: {
    timeseries: `virtual_disk:${counter}`,
    instanceField: 'attached_instance_id',
    groupBy: ['attached_instance_id'],
  },
  unit,
  noSeries: 'This instance has no disks attached.',
})

const nic = (counter: string, title: string, description: string, unit: Unit): ChartDef => ({
  title,
  description,
  shape: {
    timeseries: `instance_network_interface:${counter}`,
    instanceField: 'instance_id',
    groupBy: ['instance_id'],
  },
  unit,
  noSeries: 'This instance has no network interfaces.',
})

const DISK_CHARTS = [
  disk('reads', 'Reads', 'Read operations over all disks', 'count'),
  disk('writes', 'Writes', 'Write operations over all disks', 'count'),
  disk('bytes_read', 'Bytes read', 'Data read from all disks', 'bytes'),
  disk('bytes_written', 'Bytes written', 'Data written to all disks', 'bytes'),
]

const NETWORK_CHARTS = [
  nic('packets_sent', 'Packets sent', 'Packets sent over all interfaces', 'count'),
  nic('packets_received', 'Packets received', 'Packets received over all interfaces', 'count'),
  nic('bytes_sent', 'Bytes sent', 'Data sent over all interfaces', 'bytes'),
  nic('bytes_received', 'Bytes received', 'Data received over all interfaces', 'bytes'),
]

function Charts({ defs, wide }: { defs: ChartDef[]; wide?: boolean }) {
  const { project = '', instance: name = '' } = useParams()
  // the instance route's loader fetched it; its id and vCPU count shape every query
  const { data: instance } = usePrefetchedQuery(instanceQuery(project, name))
  return (
    <div className={wide ? 'grid gap-4' : 'grid gap-4 xl:grid-cols-2'}>
      {defs.map((def) => (
        <MetricChart key={def.title} def={def} project={project} instance={instance} />
      ))}
    </div>
  )
}

export const CpuView = () => <Charts defs={[cpu]} wide />
export const DiskView = () => <Charts defs={DISK_CHARTS} />
export const NetworkView = () => <Charts defs={NETWORK_CHARTS} />
