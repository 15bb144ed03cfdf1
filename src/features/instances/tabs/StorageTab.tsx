import { createColumnHelper } from '@tanstack/react-table'
import { useState } from 'react'
import { useParams, type LoaderFunctionArgs } from 'react-router'
import type { Disk, Instance } from '~/api/__generated__/Api'
import { diskWhyNot, instanceWhyNot, isDiskTransitioning } from '~/api/capabilities'
import { callApi, invalidate, queryClient, usePrefetchedQuery } from '~/api/client'
import { confirmAction } from '~/ui/ConfirmModal'
import { EmptyState } from '~/ui/EmptyState'
import { StateBadge } from '~/ui/StateBadge'
import { Table, useTable } from '~/ui/Table'
import { addToast } from '~/ui/Toast'
import { GuardedButton } from '~/ui/GuardedButton'
import { formatBytes } from '~/util/bytes'
import { snapshotDisk } from '~/features/disks/diskActions'
import { instanceDisksQuery, instanceQuery, updateBody } from '../instanceQueries'
import { AttachDiskModal, CreateDiskModal } from './DiskModals'
import { actionsColumn } from '~/table/columns'

export async function storageLoader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(instanceDisksQuery(params.project!, params.instance!))
  return null
}

const col = createColumnHelper<Disk>()

async function refreshDisks() {
  await Promise.all([invalidate('instanceDiskList'), invalidate('diskList'), invalidate('instanceView')])
}

/** Runs a row action, reporting the outcome in a toast. */
const act = (failure: string, success: string, call: () => Promise<unknown>) => async () => {
  try {
    await call()
    addToast({ title: success })
  } catch (e) {
    addToast({ title: failure, content: (e as Error).message, variant: 'error' })
  } finally {
    await refreshDisks()
  }
}

function diskActions(project: string, instance: Instance, disk: Disk) {
  const query = { project }
  const isBoot = disk.id === instance.bootDiskId
  return [
    {
      label: 'Set as boot disk',
      disabledReason: isBoot
        ? 'This is already the boot disk'
        : (diskWhyNot('setAsBoot', disk.state.state) ?? instanceWhyNot('updateBootDisk', instance.runState)),
      onSelect: act('Could not set the boot disk', `${disk.name} is the boot disk`, () =>
        callApi('instanceUpdate', {
          path: { instance: instance.name },
          query,
          body: updateBody(instance, { bootDisk: disk.id }),
        }),
      ),
    },
    {
      label: 'Snapshot',
      disabledReason: diskWhyNot('snapshot', disk.state.state),
      onSelect: act('Could not snapshot disk', `Snapshot of ${disk.name} started`, () => snapshotDisk(project, disk)),
    },
    {
      label: 'Detach',
      danger: true,
      disabledReason: isBoot
        ? 'Set another boot disk before detaching this one'
        : (instanceWhyNot('detachDisk', instance.runState) ?? diskWhyNot('detach', disk.state.state)),
      onSelect: () =>
        confirmAction({
          title: 'Detach disk',
          content: `Detach ${disk.name} from ${instance.name}? The disk and its data are kept.`,
          errorTitle: 'Could not detach disk',
          action: async () => {
            await callApi('instanceDiskDetach', {
              path: { instance: instance.name },
              query,
              body: { disk: disk.id },
            }).finally(refreshDisks)
            addToast({ title: 'Disk detached', content: disk.name })
          },
        }),
    },
  ]
}

export function StorageTab() {
  const { project = '', instance: name = '' } = useParams()
  const { data: instance } = usePrefetchedQuery(instanceQuery(project, name))
  const { data: disks } = usePrefetchedQuery({
    ...instanceDisksQuery(project, name),
    // follow attaching and detaching disks to their end
    refetchInterval: (q) => (q.state.data?.items.some((d) => isDiskTransitioning(d.state.state)) ? 1000 : false),
  })
  const [modal, setModal] = useState<'attach' | 'create' | null>(null)
  const cannotAttach = instanceWhyNot('attachDisk', instance.runState)

  const columns = [
    col.accessor('name', {
      header: 'Disk',
      cell: (info) => (
        <span className="inline-flex items-center gap-2 font-medium">
          {info.getValue()}
          {info.row.original.id === instance.bootDiskId && (
            <span className="rounded bg-raised px-1.5 text-[11px] text-ink-muted uppercase">boot</span>
          )}
        </span>
      ),
    }),
    col.accessor('size', { header: 'Size', cell: (info) => formatBytes(info.getValue()) }),
    col.accessor((d) => d.state.state, {
      id: 'state',
      header: 'State',
      cell: (info) => <StateBadge kind="disk" state={info.getValue()} />,
    }),
    actionsColumn(
      col,
      (r) => `Actions for disk ${r.name}`,
      (r) => diskActions(project, instance, r),
    ),
  ]
  // boot disk first, then by name
  const rows = [...disks.items].sort((a, b) =>
    a.id === instance.bootDiskId ? -1 : b.id === instance.bootDiskId ? 1 : a.name.localeCompare(b.name),
  )
  const table = useTable({ data: rows, columns, getRowId: (d) => d.id })

  return (
    <section aria-labelledby="disks-heading">
      <div className="mb-3 flex items-center justify-between">
        <h2 id="disks-heading" className="text-lg font-semibold">
          Disks
        </h2>
        <div className="flex gap-2">
          <GuardedButton reason={cannotAttach} onClick={() => setModal('attach')}>
            Attach existing disk
          </GuardedButton>
          <GuardedButton reason={cannotAttach} onClick={() => setModal('create')}>
            Create new disk
          </GuardedButton>
        </div>
      </div>
      {rows.length === 0 ? (
        <EmptyState title="No disks" body="This instance has no disks attached." />
      ) : (
        <Table table={table} label="Disks" />
      )}
      {modal === 'attach' && <AttachDiskModal project={project} instance={instance} onDismiss={() => setModal(null)} />}
      {modal === 'create' && <CreateDiskModal project={project} instance={instance} onDismiss={() => setModal(null)} />}
    </section>
  )
}
