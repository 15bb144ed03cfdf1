import { createColumnHelper } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { Link, Outlet, useLocation, useParams, type LoaderFunctionArgs } from 'react-router'
import type { Disk } from '~/api/__generated__/Api'
import { isDiskTransitioning } from '~/api/capabilities'
import { apiq, queryClient } from '~/api/client'
import { firstPageParams, useListQuery } from '~/table/useListQuery'
import { buttonClass } from '~/ui/Button'
import { DocsLink } from '~/ui/DocsLink'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { Pagination } from '~/ui/Pagination'
import { StateBadge } from '~/ui/StateBadge'
import { Table, useTable } from '~/ui/Table'
import { Timestamp } from '~/ui/Timestamp'
import { formatBytes } from '~/util/bytes'
import { AttachedInstance, DiskSource } from './cells'
import { diskActions } from './diskActions'
import { actionsColumn } from '~/table/columns'

export async function disksLoader({ request, params }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams
  await queryClient.ensureQueryData(
    apiq('diskList', { query: { project: params.project!, ...firstPageParams(search) } }),
  )
  return null
}

const col = createColumnHelper<Disk>()
// short values read best on one line; the long names and sources may wrap
const nowrap = (content: ReactNode) => <span className="whitespace-nowrap">{content}</span>

/** The list of a project's disks; the create form and a disk's details open over it. */
export function DisksPage() {
  const { project = '' } = useParams()
  // the page of the list travels with the links to a modal and back, so closing one
  // returns to the same page
  const { search } = useLocation()
  const base = `/projects/${project}`
  const { items, query, pagination } = useListQuery(
    'diskList',
    { query: { project } },
    { pollWhile: (disks) => disks.some((d) => isDiskTransitioning(d.state.state)) },
  )

  const columns = [
    col.accessor('name', {
      header: 'Name',
      cell: (info) => (
        <Link
          to={`${base}/disks/${info.getValue()}${search}`}
          className="font-medium whitespace-nowrap hover:underline"
        >
          {info.getValue()}
        </Link>
      ),
    }),
    col.accessor('size', { header: 'Size', cell: (info) => nowrap(formatBytes(info.getValue())) }),
    col.accessor((d) => d.state.state, {
      id: 'state',
      header: 'State',
      cell: (info) => nowrap(<StateBadge kind="disk" state={info.getValue()} />),
    }),
    col.display({
      id: 'instance',
      header: 'Attached to',
      cell: ({ row }) => <AttachedInstance project={project} disk={row.original} />,
    }),
    col.display({
      id: 'source',
      header: 'Source',
      cell: ({ row }) => <DiskSource project={project} disk={row.original} />,
    }),
    col.accessor('blockSize', { header: 'Block size', cell: (info) => nowrap(`${info.getValue()} B`) }),
    col.accessor('timeCreated', { header: 'Created', cell: (info) => nowrap(<Timestamp date={info.getValue()} />) }),
    actionsColumn(
      col,
      (r) => `Actions for disk ${r.name}`,
      (r) => diskActions(project, r),
    ),
  ]
  const table = useTable({ data: items, columns, getRowId: (d) => d.id })
  const newLink = (variant: 'primary' | 'secondary') => (
    <Link to={`${base}/disks-new${search}`} className={buttonClass(variant)}>
      New disk
    </Link>
  )

  return (
    <>
      <PageHeader
        title="Disks"
        description={
          <>
            Block storage for this project's instances: blank, or made from an image or a snapshot.{' '}
            <DocsLink topic="disks" />
          </>
        }
        actions={newLink('primary')}
      />
      {items.length === 0 && !pagination.hasPrev ? (
        <EmptyState
          title="No disks"
          body="This project has no disks yet. Create one to give an instance more storage."
          action={newLink('secondary')}
        />
      ) : (
        <>
          <Table table={table} label="Disks" busy={query.isPlaceholderData} />
          <Pagination {...pagination} />
        </>
      )}
      <Outlet />
    </>
  )
}
