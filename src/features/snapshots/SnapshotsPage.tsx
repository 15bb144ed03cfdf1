import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { Link, Outlet, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router'
import type { Snapshot } from '~/api/__generated__/Api'
import { apiq, callApi, invalidate, queryClient } from '~/api/client'
import { firstPageParams, useListQuery } from '~/table/useListQuery'
import { buttonClass } from '~/ui/Button'
import { confirmAction } from '~/ui/ConfirmModal'
import { DocsLink } from '~/ui/DocsLink'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { Pagination } from '~/ui/Pagination'
import { StateBadge } from '~/ui/StateBadge'
import { Table, useTable } from '~/ui/Table'
import { addToast } from '~/ui/Toast'
import { formatBytes } from '~/util/bytes'
import { projectDisksQuery } from '../instances/cells'
import { snapshotWhyNot } from './snapshotRules'
import { actionsColumn, createdColumn, descriptionColumn } from '~/table/columns'

export async function snapshotsLoader({ request, params }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams
  await queryClient.ensureQueryData(
    apiq('snapshotList', { query: { project: params.project!, ...firstPageParams(search) } }),
  )
  return null
}

const col = createColumnHelper<Snapshot>()

/** The disk a snapshot was taken from, which may since have been deleted. */
function SourceDisk({ project, diskId }: { project: string; diskId: string }) {
  const disks = useQuery(projectDisksQuery(project))
  if (disks.isPending) return <span className="text-ink-faint">…</span>
  const disk = disks.data?.items.find((d) => d.id === diskId)
  if (!disk) return <span className="text-ink-faint">Deleted disk</span>
  return (
    <Link to={`/projects/${project}/disks/${disk.name}`} className="hover:underline">
      {disk.name}
    </Link>
  )
}

function deleteSnapshot(project: string, snapshot: Snapshot) {
  confirmAction({
    title: 'Delete snapshot',
    content: (
      <>
        Are you sure you want to delete snapshot <strong className="text-ink">{snapshot.name}</strong>? Disks made from
        it keep their contents. This cannot be undone.
      </>
    ),
    danger: true,
    errorTitle: 'Could not delete snapshot',
    action: async () => {
      await callApi('snapshotDelete', { path: { snapshot: snapshot.name }, query: { project } })
      await invalidate('snapshotList')
      addToast({ title: 'Snapshot deleted', content: snapshot.name })
    },
  })
}

export function SnapshotsPage() {
  const { project = '' } = useParams()
  const navigate = useNavigate()
  const { items, query, pagination } = useListQuery(
    'snapshotList',
    { query: { project } },
    { pollWhile: (list) => list.some((s) => s.state === 'creating'), pollMs: 2000 },
  )

  const columns = [
    col.accessor('name', { header: 'Name', cell: (info) => <span className="font-medium">{info.getValue()}</span> }),
    descriptionColumn(col),
    col.accessor('state', { header: 'State', cell: (info) => <StateBadge kind="snapshot" state={info.getValue()} /> }),
    col.accessor('diskId', {
      header: 'Source disk',
      cell: (info) => <SourceDisk project={project} diskId={info.getValue()} />,
    }),
    col.accessor('size', { header: 'Size', cell: (info) => formatBytes(info.getValue()) }),
    createdColumn(col),
    actionsColumn(
      col,
      (r) => `Actions for snapshot ${r.name}`,
      (r) => [
        {
          label: 'Create image',
          disabledReason: snapshotWhyNot('createImage', r.state),
          onSelect: () => navigate(`/projects/${project}/snapshots/${r.name}/images-new`),
        },
        {
          label: 'Delete',
          danger: true,
          disabledReason: snapshotWhyNot('delete', r.state),
          onSelect: () => deleteSnapshot(project, r),
        },
      ],
    ),
  ]
  const table = useTable({ data: items, columns, getRowId: (s) => s.id })
  const newLink = (
    <Link to={`/projects/${project}/snapshots-new`} className={buttonClass('primary')}>
      New snapshot
    </Link>
  )

  return (
    <>
      <PageHeader
        title="Snapshots"
        description={
          <>
            Point-in-time copies of disks, to restore from or to turn into images. <DocsLink topic="storage" />
          </>
        }
        actions={newLink}
      />
      {items.length === 0 && !pagination.hasPrev ? (
        <EmptyState title="No snapshots" body="Snapshot a disk to keep a copy of it as it is now." action={newLink} />
      ) : (
        <>
          <Table table={table} label="Snapshots" busy={query.isPlaceholderData} />
          <Pagination {...pagination} />
        </>
      )}
      <Outlet />
    </>
  )
}
