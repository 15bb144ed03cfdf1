import { useProjectRefusal } from '~/features/access/permissions'
import { createColumnHelper } from '@tanstack/react-table'
import type { Instance } from '~/api/__generated__/Api'
import { useRouteParams } from '~/params'
import { pb } from '~/paths'
import { createdColumn, nameColumn } from '~/table/columns'
import { ListPage } from '~/table/ListPage'
import { BootDiskCell, cpuAndMemory, ExternalIpsCell, InstanceState } from './cells'
import { instanceBulkActions, useInstanceActions } from './instanceActions'
import { instanceList } from './lists'

const col = createColumnHelper<Instance>()

/** The project's instances, with what each runs on and how to reach it. */
export function InstancesPage() {
  const p = useRouteParams()
  const refusal = useProjectRefusal(p.project, 'create, start, stop and delete instances')
  const actions = useInstanceActions(p.project)
  const columns = [
    nameColumn(col, (i) => pb.instance({ ...p, instance: i.name })),
    col.accessor('runState', { header: 'State', cell: (info) => <InstanceState instance={info.row.original} /> }),
    col.display({ id: 'size', header: 'CPU and memory', cell: ({ row }) => cpuAndMemory(row.original) }),
    col.display({
      id: 'bootDisk',
      header: 'Boot disk',
      cell: ({ row }) => <BootDiskCell project={p.project} diskId={row.original.bootDiskId} />,
    }),
    col.display({
      id: 'ips',
      header: 'External IPs',
      cell: ({ row }) => <ExternalIpsCell instanceId={row.original.id} />,
    }),
    createdColumn(col),
  ]

  return (
    <ListPage
      title="Instances"
      intro="Virtual machines in this project."
      docs="instances"
      list={instanceList}
      columns={columns}
      actions={actions}
      bulk={instanceBulkActions(p.project)}
      empty={{ title: 'No instances', body: 'Create an instance to run a workload in this project.' }}
      create={{ to: pb.instancesNew(p), label: 'New instance' }}
      refusal={refusal}
    />
  )
}
