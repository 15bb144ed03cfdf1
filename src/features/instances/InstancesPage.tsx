import { createColumnHelper } from '@tanstack/react-table'
import { Link, useParams, type LoaderFunctionArgs } from 'react-router'
import type { Instance } from '~/api/__generated__/Api'
import { isTransitioning } from '~/api/capabilities'
import { apiq, queryClient } from '~/api/client'
import { firstPageParams, useListQuery } from '~/table/useListQuery'
import { buttonClass } from '~/ui/Button'
import { DocsLink } from '~/ui/DocsLink'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { Pagination } from '~/ui/Pagination'
import { Table, useTable } from '~/ui/Table'
import { BootDiskCell, cpuAndMemory, ExternalIpsCell, InstanceState } from './cells'
import { useInstanceActions } from './instanceActions'
import { actionsColumn, createdColumn } from '~/table/columns'

export async function instancesLoader({ request, params }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams
  await queryClient.ensureQueryData(
    apiq('instanceList', { query: { project: params.project!, ...firstPageParams(search) } }),
  )
  return null
}

const col = createColumnHelper<Instance>()

export function InstancesPage() {
  const { project = '' } = useParams()
  const actions = useInstanceActions(project)
  const { items, query, pagination } = useListQuery(
    'instanceList',
    { query: { project } },
    { pollWhile: (list) => list.some((i) => isTransitioning(i.runState)) },
  )

  const columns = [
    col.accessor('name', {
      header: 'Name',
      cell: (info) => (
        <Link to={`/projects/${project}/instances/${info.getValue()}`} className="font-medium hover:underline">
          {info.getValue()}
        </Link>
      ),
    }),
    col.accessor('runState', { header: 'State', cell: (info) => <InstanceState instance={info.row.original} /> }),
    col.display({ id: 'size', header: 'CPU and memory', cell: ({ row }) => cpuAndMemory(row.original) }),
    col.display({
      id: 'bootDisk',
      header: 'Boot disk',
      cell: ({ row }) => <BootDiskCell project={project} diskId={row.original.bootDiskId} />,
    }),
    col.display({
      id: 'ips',
      header: 'External IPs',
      cell: ({ row }) => <ExternalIpsCell instanceId={row.original.id} />,
    }),
    createdColumn(col),
    actionsColumn(
      col,
      (r) => `Actions for instance ${r.name}`,
      (r) => actions(r),
    ),
  ]
  const table = useTable({ data: items, columns, getRowId: (i) => i.id })
  const newLink = (
    <Link to={`/projects/${project}/instances-new`} className={buttonClass('primary')}>
      New instance
    </Link>
  )

  return (
    <>
      <PageHeader
        title="Instances"
        description={
          <>
            Virtual machines in this project. <DocsLink topic="instances" />
          </>
        }
        actions={newLink}
      />
      {items.length === 0 && !pagination.hasPrev ? (
        <EmptyState
          title="No instances"
          body="Create an instance to run a workload in this project."
          action={newLink}
        />
      ) : (
        <>
          <Table table={table} label="Instances" busy={query.isPlaceholderData} />
          <Pagination {...pagination} />
        </>
      )}
    </>
  )
}
