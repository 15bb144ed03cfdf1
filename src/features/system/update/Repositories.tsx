// The release repositories the screen knows of (see knownVersions.ts: the API cannot list
// them), each read from the API by its version, with what it holds and the way to make it
// the target. A version can be looked up to add it to the list.
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { useState, type FormEvent, type ReactNode } from 'react'
import type { TufRepoDescription, TufRepoGetResponse } from '~/api/__generated__/Api'
import { queryClient } from '~/api/client'
import { useFleetRefusal } from '~/features/access/permissions'
import { guardedItem } from '~/ui/Menu'
import { isNotFound, failureMessage } from '~/api/errors'
import { actionsColumn } from '~/table/columns'
import { quiet } from '~/table/cells'
import { Badge } from '~/ui/Badge'
import { Button } from '~/ui/Button'
import { openDialog } from '~/ui/DialogHost'
import { Table, useTable } from '~/ui/Table'
import { Timestamp } from '~/ui/Timestamp'
import { formatBytes } from '~/util/bytes'
import { compareVersions, isSemver } from '~/util/semver'
import { forgetVersion, rememberVersion, useKnownVersions } from './knownVersions'
import { repositoryQuery, targetReleaseQuery } from './queries'
import { currentVersion, SetTargetReleaseForm } from './SetTargetRelease'

/**
 * `valid_until` arrives as text: the client turns only `time_*`-like fields into dates,
 * whatever the generated type says.
 */
export const validUntil = (repo: TufRepoDescription) => new Date(repo.repo.validUntil)

export const totalSize = (repo: TufRepoDescription) => repo.artifacts.reduce((sum, a) => sum + a.size, 0)

export const openSetTarget = (current: string | undefined, initial?: string) =>
  openDialog((close) => <SetTargetReleaseForm current={current} initial={initial} onDismiss={close} />)

/** What a repository holds: one row per artifact. */
export function ArtifactsTable({ repo }: { repo: TufRepoDescription }) {
  const col = createColumnHelper<TufRepoDescription['artifacts'][number]>()
  const table = useTable({
    data: repo.artifacts,
    columns: [
      col.accessor('id.kind', {
        header: 'Kind',
        cell: (i) => <span className="font-mono text-[13px]">{i.getValue()}</span>,
      }),
      col.accessor('id.name', { header: 'Name' }),
      col.accessor('id.version', { header: 'Version' }),
      col.accessor('size', { header: 'Size', cell: (i) => formatBytes(i.getValue()) }),
    ],
    getRowId: (a) => `${a.id.kind}/${a.id.name}/${a.id.version}`,
  })
  return <Table table={table} label={`Artifacts of ${repo.repo.systemVersion}`} />
}

type Row = { version: string; result: UseQueryResult<TufRepoGetResponse> }

function LookUp() {
  const [version, setVersion] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  const look = async (e: FormEvent) => {
    e.preventDefault()
    const wanted = version.trim()
    if (!isSemver(wanted)) return setMessage('Enter a system version such as 16.1.0')
    try {
      await queryClient.fetchQuery({ ...repositoryQuery(wanted), retry: false })
      rememberVersion(wanted)
      setVersion('')
      setMessage(null)
    } catch (err) {
      setMessage(isNotFound(err) ? `No repository ${wanted} has been uploaded` : failureMessage(err))
    }
  }
  return (
    <form onSubmit={look} className="mt-3 flex flex-wrap items-start gap-2" aria-label="Look up a repository">
      <div>
        <label htmlFor="repository-lookup" className="sr-only">
          System version to look up
        </label>
        <input
          id="repository-lookup"
          value={version}
          onChange={(e) => setVersion(e.target.value)}
          placeholder="e.g. 15.0.0"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? 'repository-lookup-message' : undefined}
          className="h-8 w-40 rounded-md border border-line-strong bg-raised px-2.5 text-[13px]"
        />
        {message && (
          <p id="repository-lookup-message" className="mt-1 text-[13px] text-danger">
            {message}
          </p>
        )}
      </div>
      <Button type="submit" variant="secondary" size="sm">
        Look up
      </Button>
    </form>
  )
}

export function Repositories() {
  const target = useQuery(targetReleaseQuery).data
  const current = target && currentVersion(target)
  const known = useKnownVersions()
  const refusal = useFleetRefusal('set the target release')
  const versions = [...new Set([...(current ? [current] : []), ...known])].sort((a, b) => compareVersions(b, a))
  const results = useQueries({ queries: versions.map((v) => ({ ...repositoryQuery(v), retry: false })) })
  const rows: Row[] = versions.map((version, i) => ({ version, result: results[i] }))

  const col = createColumnHelper<Row>()
  const describe = (row: Row, show: (repo: TufRepoDescription) => ReactNode) => {
    const { data, error, isPending } = row.result
    if (isPending) return quiet('Loading…')
    if (error) return isNotFound(error) ? <Badge color="warn">Not on the rack</Badge> : quiet(error.message)
    return show(data.description)
  }
  const table = useTable({
    data: rows,
    columns: [
      col.accessor('version', {
        header: 'Version',
        cell: (i) => (
          <span className="inline-flex items-center gap-2 font-medium">
            {i.getValue()}
            {i.getValue() === current && <Badge color="accent">Target release</Badge>}
          </span>
        ),
      }),
      col.display({ id: 'file', header: 'File', cell: ({ row }) => describe(row.original, (r) => r.repo.fileName) }),
      col.display({
        id: 'artifacts',
        header: 'Artifacts',
        cell: ({ row }) => describe(row.original, (r) => `${r.artifacts.length}, ${formatBytes(totalSize(r))}`),
      }),
      col.display({
        id: 'valid',
        header: 'Valid until',
        cell: ({ row }) => describe(row.original, (r) => <Timestamp date={validUntil(r)} />),
      }),
      actionsColumn(
        col,
        (r) => `Actions for repository ${r.version}`,
        (r) => [
          guardedItem(refusal, {
            label: 'Set as target release',
            onSelect: () => openSetTarget(current, r.version),
            disabledReason: !r.result.data
              ? 'The rack does not have this repository'
              : r.version === current
                ? 'This is the target release already'
                : current && compareVersions(r.version, current) < 0
                  ? 'Older than the target release: the rack does not go back'
                  : undefined,
          }),
          // the list is this browser's, not the rack's: anyone may keep it as they like
          {
            label: 'Remove from this list',
            onSelect: () => forgetVersion(r.version),
            disabledReason: r.version === current ? 'The target release is always listed' : undefined,
          },
        ],
      ),
    ],
    getRowId: (r) => r.version,
  })

  return (
    <section aria-labelledby="repositories-heading" className="mb-10">
      <h2 id="repositories-heading" className="text-lg font-semibold">
        Repositories
      </h2>
      <p className="mt-1 mb-4 text-ink-muted">
        The API cannot list the repositories the rack holds; these are the target release and the ones uploaded or
        looked up from this browser.
      </p>
      {rows.length === 0 ? (
        <p className="text-ink-muted">No repository is known yet: upload one below, or look one up.</p>
      ) : (
        <Table table={table} label="Repositories" />
      )}
      <LookUp />
    </section>
  )
}
