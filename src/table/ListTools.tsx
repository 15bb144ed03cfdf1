// The bar above every list: filter by text and by state, the saved views, and the export of
// the view (all pages). Loaded after the list's first page, with the sorted and filtered table.
import type { ColumnDef } from '@tanstack/react-table'
import { useEffect, useRef, useState } from 'react'
import { useLocation, useParams, useSearchParams } from 'react-router'
import { queryClient, type ListItem, type ListOp } from '~/api/client'
import { useRouteParams } from '~/params'
import { Button } from '~/ui/Button'
import { openDialog } from '~/ui/DialogHost'
import { Menu, type MenuItem } from '~/ui/Menu'
import { closes, lazyPart } from '~/ui/splitModule'
import { csvText, type CsvValue } from '~/util/csv'
import { groupedCount } from '~/util/numbers'
import { downloadText } from '~/util/saveBlob'
import type { ListDef } from './list'
import { deleteView, routeKey, saveView, storageKey, useSavedViews, viewOf, withSavedView } from './savedViews'
import { fieldsOf, textOf, writeView, type Field } from './view'
import { readingOf, rowsOfView, statesOf, wholeListQuery } from './wholeList'

type Props<K extends ListOp> = {
  list: ListDef<K>
  label: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<ListItem<K>, any>[]
}

const control = 'h-8 rounded-md border border-line-strong bg-raised px-2 text-[13px] text-ink'

// a dialog only a menu item opens: its code (and the dialog library's) loads then, not with
// every list
const SaveView = lazyPart(() => import('./SaveViewDialog'), 'SaveView', closes('onDismiss'))

export function ListTools<K extends ListOp>({ list, label, columns }: Props<K>) {
  const [search, setSearch] = useSearchParams()
  const fields = fieldsOf(columns)
  const { view } = readingOf(
    list,
    search,
    fields.map((f) => f.id),
  )
  const states = statesOf(list)
  const setView = (changes: Partial<typeof view>) =>
    setSearch((prev) => writeView(prev, list.pageKey, { ...view, ...changes }), {
      replace: true,
      preventScrollReset: true,
    })

  return (
    <div className="mb-3 flex flex-wrap items-center gap-2">
      <FilterText value={view.text} label={label} onChange={(text) => setView({ text })} />
      {states.length > 0 && (
        <select
          aria-label={`${label}: state`}
          value={view.state}
          onChange={(e) => setView({ state: e.target.value })}
          className={control}
        >
          <option value="">Any state</option>
          {states.map((s) => (
            <option key={s} value={s}>
              {s.replace(/_/g, ' ')}
            </option>
          ))}
        </select>
      )}
      <span className="flex-1" />
      <ViewsMenu list={list} label={label} />
      <ExportMenu list={list} label={label} fields={fields} />
    </div>
  )
}

/**
 * The text filter. It keeps what is typed itself and writes it to the URL a moment after
 * the typing stops (each write runs the route's loader); a URL changed otherwise (a saved
 * view chosen, Back) replaces what it shows.
 */
function FilterText({ value, label, onChange }: { value: string; label: string; onChange: (text: string) => void }) {
  const [text, setText] = useState(value)
  const written = useRef(value)
  useEffect(() => {
    if (value !== written.current) {
      written.current = value
      setText(value)
    }
  }, [value])
  useEffect(() => {
    if (text.trim() === written.current) return
    const timer = setTimeout(() => {
      written.current = text.trim()
      onChange(text.trim())
    }, 250)
    return () => clearTimeout(timer)
  })
  return (
    <input
      type="search"
      aria-label={`Filter ${label}`}
      placeholder="Filter"
      value={text}
      onChange={(e) => setText(e.target.value)}
      className={`${control} w-56`}
    />
  )
}

function ViewsMenu<K extends ListOp>({ list, label }: { list: ListDef<K>; label: string }) {
  const [search, setSearch] = useSearchParams()
  const { pathname } = useLocation()
  const storage = storageKey(list.operation, routeKey(pathname, useParams()))
  const saved = useSavedViews(storage)
  const current = viewOf(search, list.pageKey)
  const items: MenuItem[] = [
    ...saved.map((v) => ({
      label: v.params === current ? `${v.name} (shown)` : v.name,
      onSelect: () => setSearch((prev) => withSavedView(prev, list.pageKey, v.params), { preventScrollReset: true }),
    })),
    {
      label: 'Save current view as…',
      onSelect: () =>
        openDialog((close) => (
          <SaveView onSave={(name) => saveView(storage, { name, params: current })} onDismiss={close} />
        )),
    },
    ...saved.map((v) => ({
      label: `Delete view ${v.name}`,
      danger: true,
      onSelect: () => deleteView(storage, v.name),
    })),
  ]
  return (
    <Menu
      items={items}
      trigger={
        <Button variant="secondary" size="sm" aria-label={`Views of ${label}`}>
          Views
        </Button>
      }
    />
  )
}

/** A row as CSV cells: numbers as numbers, everything else as its text. */
const csvRow = <T,>(fields: Field<T>[], row: T): CsvValue[] =>
  fields.map((f) => {
    const value = f.value(row)
    return typeof value === 'number' ? value : textOf(value)
  })

function ExportMenu<K extends ListOp>({
  list,
  label,
  fields,
}: {
  list: ListDef<K>
  label: string
  fields: Field<ListItem<K>>[]
}) {
  const p = useRouteParams()
  const [search] = useSearchParams()
  const [progress, setProgress] = useState<{ read: number; cancel: () => void } | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const run = async (format: 'csv' | 'json') => {
    const abort = new AbortController()
    setFailure(null)
    setProgress({ read: 0, cancel: () => abort.abort() })
    try {
      const rows = await rowsOfView(list, p, search, fields, {
        signal: abort.signal,
        onProgress: (read) => setProgress({ read, cancel: () => abort.abort() }),
        cached: queryClient.getQueryData(wholeListQuery(list, p).queryKey),
      })
      const base = `${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${new Date().toISOString().slice(0, 10)}`
      if (format === 'csv') {
        downloadText(
          `${base}.csv`,
          csvText([fields.map((f) => f.header), ...rows.map((r) => csvRow(fields, r))]),
          'text/csv',
        )
      } else {
        const objects = rows.map((r) => Object.fromEntries(fields.map((f) => [f.header, f.value(r)])))
        downloadText(`${base}.json`, JSON.stringify(objects, null, 2) + '\n', 'application/json')
      }
    } catch (e) {
      if (!abort.signal.aborted) setFailure(e instanceof Error ? e.message : String(e))
    } finally {
      setProgress(null)
    }
  }

  return (
    <>
      {progress && (
        <span role="status" className="text-[13px] text-ink-muted">
          Exporting: {groupedCount(progress.read)} {list.noun} rows read…{' '}
          <Button variant="ghost" size="sm" onClick={progress.cancel}>
            Cancel export
          </Button>
        </span>
      )}
      {failure && (
        <span role="alert" className="text-[13px] text-danger">
          Export failed: {failure}
        </span>
      )}
      <Menu
        items={[
          { label: 'Export as CSV', onSelect: () => void run('csv') },
          { label: 'Export as JSON', onSelect: () => void run('json') },
        ]}
        trigger={
          <Button variant="secondary" size="sm" aria-label={`Export ${label}`} disabled={!!progress}>
            Export
          </Button>
        }
      />
    </>
  )
}
