/**
 * The audit log: who changed what, newest first, over a time range in the URL (`?range=`
 * or `?start=&end=`, as the metrics pages write it), filtered by actor, operation and result
 * (`?actor=&operation=&result=`, matched on the entries loaded, since the API filters by time
 * alone). Pages follow the API's token; "Load all" streams the rest of the range page after
 * page, rendering between pages. An entry opens over the list (`?entry=<id>`).
 */
import { useInfiniteQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { useEffect, useMemo, useState } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import type { AuditLogEntry } from '~/api/__generated__/Api'
import { RangeControls } from '~/charts/RangeControls'
import { isoSeconds } from '~/charts/timeRange'
import { useTimeRange } from '~/charts/useTimeRange'
import { Button } from '~/ui/Button'
import { GuardedButton } from '~/ui/GuardedButton'
import { EmptyState } from '~/ui/EmptyState'
import { ErrorBanner } from '~/ui/ErrorBanner'
import { PageHeader } from '~/ui/PageHeader'
import { Spinner } from '~/ui/Spinner'
import { dateZone } from '~/preferences/dateZone'
import { CellLink, Table, useTable } from '~/ui/Table'
import { Timestamp } from '~/ui/Timestamp'
import { formatDateTime } from '~/util/dates'
import { AuditEntryDetail, ResultBadge } from './AuditEntryDetail'
import { AuditFilters } from './AuditFilters'
import { downloadText } from '~/util/saveBlob'
import { mono } from '~/table/cells'
import {
  actorLabel,
  authMethodText,
  durationMs,
  filtersFromSearch,
  formatDuration,
  isFiltered,
  matches,
  toCsv,
  toJson,
} from './entries'
import { useActorNames } from './actorNames'
import { auditLogQuery } from './queries'

/** More rows than this make every render slow; the export still holds them all. */
const MAX_ROWS = 1000

const col = createColumnHelper<AuditLogEntry>()

export function AuditLogPage() {
  const { range, refreshNow } = useTimeRange('auditLogList')
  const [search, setSearch] = useSearchParams()
  const filters = filtersFromSearch(search)
  const zone = dateZone.use()
  const log = useInfiniteQuery(auditLogQuery(range))
  const [streaming, setStreaming] = useState(false)

  const entries = useMemo(() => log.data?.pages.flatMap((p) => p.items) ?? [], [log.data])
  const names = useActorNames(entries)
  const shown = entries.filter((e) => matches(e, filters, names))

  // "Load all": one page after another, each rendered before the next is asked for
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = log
  useEffect(() => {
    if (!streaming) return
    if (!hasNextPage || isError) setStreaming(false)
    else if (!isFetchingNextPage) void fetchNextPage()
  }, [streaming, hasNextPage, isFetchingNextPage, fetchNextPage, isError])

  const entryId = search.get('entry')
  const openEntry = (id: string | null) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev)
        if (id) next.set('entry', id)
        else next.delete('entry')
        return next
      },
      { preventScrollReset: true },
    )
  const { pathname } = useLocation()
  const entryLink = (id: string) => {
    const next = new URLSearchParams(search)
    next.set('entry', id)
    return `${pathname}?${next}`
  }

  const columns = [
    col.accessor('timeCompleted', {
      header: 'Time',
      cell: (info) => {
        const e = info.row.original
        return (
          <CellLink
            to={entryLink(e.id)}
            preventScrollReset
            className="whitespace-nowrap text-info hover:underline"
            aria-label={`Entry ${e.operationId} at ${formatDateTime(e.timeCompleted, { zone, withSeconds: true })}`}
          >
            <Timestamp date={e.timeCompleted} withSeconds inside />
          </CellLink>
        )
      },
    }),
    col.display({ id: 'actor', header: 'Actor', cell: (info) => actorLabel(info.row.original.actor, names) }),
    col.accessor('operationId', { header: 'Operation', cell: (info) => mono(info.getValue()) }),
    col.accessor('result', {
      header: 'Result',
      cell: (info) => {
        const result = info.getValue()
        return (
          <span className="flex flex-col items-start gap-0.5">
            <ResultBadge result={result} />
            {result.kind === 'error' && <span className="text-[13px] text-ink-muted">{result.errorMessage}</span>}
          </span>
        )
      },
    }),
    col.accessor('sourceIp', { header: 'Source IP', cell: (info) => mono(info.getValue()) }),
    col.accessor('authMethod', { header: 'Auth method', cell: (info) => authMethodText(info.getValue()) }),
    col.accessor('requestId', {
      header: 'Request ID',
      cell: (info) => (
        <span className="font-mono text-[13px]" title={info.getValue()}>
          {info.getValue().slice(0, 8)}
        </span>
      ),
    }),
    col.display({
      id: 'duration',
      header: 'Duration',
      cell: (info) => <span className="whitespace-nowrap">{formatDuration(durationMs(info.row.original))}</span>,
    }),
  ]
  const rows = shown.slice(0, MAX_ROWS)
  const table = useTable({ data: rows, columns, getRowId: (e) => e.id })

  const baseName = `audit-log-${isoSeconds(range.startMs)}-${isoSeconds(range.endMs)}`.replaceAll(':', '')
  const notYet =
    shown.length === 0 ? 'No entries to export' : names.ready ? undefined : 'Loading the names of users and silos'
  const exports = (
    <>
      <GuardedButton reason={notYet} onClick={() => downloadText(`${baseName}.csv`, toCsv(shown, names), 'text/csv')}>
        Export CSV
      </GuardedButton>
      <GuardedButton
        reason={notYet}
        onClick={() => downloadText(`${baseName}.json`, toJson(shown), 'application/json')}
      >
        Export JSON
      </GuardedButton>
    </>
  )

  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every call that changed something, or tried to: who made it, from where, and how it ended."
        docs="auditLog"
        actions={exports}
      />
      <RangeControls range={range} onRefreshNow={refreshNow} />
      <AuditFilters filters={filters} operations={entries.map((e) => e.operationId)} />
      <LogStatus
        loaded={entries.length}
        shown={shown.length}
        filtered={isFiltered(filters)}
        more={!!hasNextPage}
        busy={log.isFetching}
      />
      {log.isPending ? (
        <p className="flex items-center gap-2 py-10 text-ink-muted">
          <Spinner /> Loading entries…
        </p>
      ) : log.isError && entries.length === 0 ? (
        <LoadError message={log.error.message} onRetry={() => void log.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState
          title={entries.length === 0 ? 'No entries in this range' : 'No entries match the filters'}
          body={
            entries.length === 0
              ? 'Nothing was changed in this time range. Pick a longer one.'
              : hasNextPage
                ? 'None of the entries loaded so far match. Load more of the range, or change the filters.'
                : 'Change or clear the filters to see more.'
          }
        />
      ) : (
        <Table table={table} label="Audit log entries" busy={log.isFetching && !isFetchingNextPage} />
      )}
      {log.isError && entries.length > 0 && (
        <LoadError message={log.error.message} onRetry={() => void fetchNextPage()} />
      )}
      {shown.length > MAX_ROWS && (
        <p className="mt-3 text-ink-muted">
          Showing the newest {MAX_ROWS.toLocaleString()} of {shown.length.toLocaleString()} matching entries; the
          exports hold them all.
        </p>
      )}
      {hasNextPage && (
        <div className="mt-4 flex items-center gap-2">
          <Button variant="secondary" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage || streaming}>
            Load more
          </Button>
          {streaming ? (
            <Button variant="ghost" onClick={() => setStreaming(false)}>
              Stop loading
            </Button>
          ) : (
            <Button variant="ghost" onClick={() => setStreaming(true)}>
              Load all
            </Button>
          )}
          {isFetchingNextPage && <Spinner label="Loading more entries" />}
        </div>
      )}
      {entryId && (
        <AuditEntryDetail
          entry={entries.find((e) => e.id === entryId)}
          names={names}
          onDismiss={() => openEntry(null)}
        />
      )}
    </>
  )
}

function LogStatus(props: { loaded: number; shown: number; filtered: boolean; more: boolean; busy: boolean }) {
  const { loaded, shown, filtered, more } = props
  const of = more ? `${loaded.toLocaleString()} loaded so far` : `${loaded.toLocaleString()} in this range`
  return (
    <p className="mb-3 text-[13px] text-ink-muted" role="status">
      {filtered
        ? `${shown.toLocaleString()} matching of ${of}`
        : `${loaded.toLocaleString()} entries${more ? ', more in this range' : ''}`}
    </p>
  )
}

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="mt-4 flex flex-col items-start gap-3">
      <ErrorBanner errors={[`Could not load the audit log: ${message}`]} />
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}
