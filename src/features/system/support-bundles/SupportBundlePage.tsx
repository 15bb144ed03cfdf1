import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { Outlet, useLocation, useNavigate } from 'react-router'
import type { SupportBundleInfo } from '~/api/__generated__/Api'
import { usePrefetchedQuery } from '~/api/client'
import { failureMessage } from '~/api/errors'
import { useFleetRefusal } from '~/features/access/permissions'
import { useRouteParams } from '~/params'
import { sysPb } from '~/features/system/paths'
import { pb } from '~/paths'
import { loadQueries } from '~/routing'
import { mono, quiet } from '~/table/cells'
import { Button } from '~/ui/Button'
import { CopyableId } from '~/ui/CopyableId'
import { ResourceHeader } from '~/ui/ResourceHeader'
import { Table, useTable } from '~/ui/Table'
import { Timestamp } from '~/ui/Timestamp'
import { formatBytes } from '~/util/bytes'
import { deleteBundle } from './bundleActions'
import type { EditOrigin } from '~/forms/useLeaveEdit'
import { bundleFileName, BundleState } from './cells'
import { DownloadButton } from './DownloadButton'
import { isSettling } from './lists'
import { bundleFilesQuery, bundleQuery, type BundleFile } from './queries'
import { contentsUrl } from './transfer'
import { useLocalPages } from '~/table/localPages'

export const supportBundleLoader = loadQueries((p) => [bundleQuery(p)])

const POLL_MS = 1000

const col = createColumnHelper<BundleFile>()
const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1)

function FileTable({ bundleId }: { bundleId: string }) {
  const files = useQuery(bundleFilesQuery(bundleId))
  const columns = [
    col.accessor('path', { header: 'File', cell: (info) => mono(info.getValue()) }),
    col.accessor('size', {
      header: 'Size',
      cell: (info) => {
        const size = info.getValue()
        return size === null ? quiet('unknown') : <span className="whitespace-nowrap">{formatBytes(size)}</span>
      },
    }),
    col.display({
      id: 'download',
      header: () => <span className="sr-only">Download</span>,
      cell: ({ row: { original: f } }) => (
        <DownloadButton
          url={contentsUrl(bundleId, f.path)}
          fileName={baseName(f.path)}
          label="Download"
          what={f.path}
        />
      ),
    }),
  ]
  const { shown, pager } = useLocalPages(files.data ?? [], 'Files in the bundle')
  const table = useTable({ data: shown, columns, getRowId: (f) => f.path })
  if (files.isPending) return <p className="text-ink-muted">Loading the bundle’s files…</p>
  if (files.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-danger">
        Could not list the bundle’s files: {failureMessage(files.error)}
        <Button variant="secondary" size="sm" onClick={() => files.refetch()}>
          Try again
        </Button>
      </div>
    )
  }
  return (
    <>
      <Table table={table} label="Files in the bundle" busy={files.isFetching} />
      {pager}
    </>
  )
}

/** What the bundle's state allows: its files once active, why not otherwise. */
function Contents({ bundle }: { bundle: SupportBundleInfo }) {
  switch (bundle.state) {
    case 'active':
      return (
        <>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
            <p className="text-ink-muted">Download the whole bundle as a zip archive, or one file of it.</p>
            <DownloadButton
              url={contentsUrl(bundle.id)}
              fileName={bundleFileName(bundle.id)}
              label="Download bundle (.zip)"
              what="the bundle"
            />
          </div>
          <FileTable bundleId={bundle.id} />
        </>
      )
    case 'collecting':
      return (
        <div className="flex flex-col gap-2">
          <div
            role="progressbar"
            aria-label="Collecting the bundle"
            aria-valuetext="Collecting"
            className="h-1.5 w-64 overflow-hidden rounded bg-raised"
          >
            <div className="h-full w-1/3 animate-pulse bg-info" />
          </div>
          <p className="text-ink-muted">
            Logs and state are being gathered from every sled. The files can be browsed and downloaded once the bundle
            is active; this page updates by itself.
          </p>
        </div>
      )
    case 'failed':
      return (
        <p className="text-ink-muted">
          Collecting this bundle failed, so it has no files to download. Delete it and create a new one.
        </p>
      )
    case 'destroying':
      return <p className="text-ink-muted">The bundle is being deleted; its files can no longer be downloaded.</p>
  }
}

/** A bundle: what it is, its state (watched while it changes by itself) and its files. */
export function SupportBundlePage() {
  const p = useRouteParams()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const { data: bundle } = usePrefetchedQuery({
    ...bundleQuery(p),
    refetchInterval: (q) => (q.state.data && isSettling(q.state.data) ? POLL_MS : false),
  })
  return (
    <>
      <ResourceHeader
        kind="Support bundle"
        name={bundle.id}
        mono
        docs="supportBundles"
        edit={{
          to: sysPb.supportBundleEdit(p),
          label: 'Edit comment',
          state: { returnTo: pathname } satisfies EditOrigin,
        }}
        remove={{
          label: 'Delete bundle',
          disabled: bundle.state === 'destroying',
          onClick: () => deleteBundle(bundle, () => navigate(pb.supportBundles())),
        }}
        // its files stay a fleet viewer's to browse and download
        refusal={useFleetRefusal('comment on and delete support bundles')}
        properties={[
          ['State', <BundleState bundle={bundle} />],
          ['Reason', bundle.reasonForCreation],
          ...(bundle.reasonForFailure ? [['Failure', bundle.reasonForFailure] as [string, string]] : []),
          ['Comment', bundle.userComment || quiet('None')],
          ['Created', <Timestamp date={bundle.timeCreated} />],
          ['ID', <CopyableId id={bundle.id} label="Copy support bundle ID" />],
        ]}
        spacing="mb-8"
      />
      <h2 className="mb-3 text-lg font-semibold">Files</h2>
      <Contents bundle={bundle} />
      <Outlet />
    </>
  )
}
