import { getCoreRowModel, useReactTable, type ColumnDef, type Table as TanTable } from '@tanstack/react-table'
import { createContext, useContext, type MouseEvent, type ReactNode } from 'react'
import { createPath, Link, useNavigate, type To } from 'react-router'
import { cn } from './cn'

/**
 * Calls a header or cell definition as a function rather than mounting it as a component:
 * callers build columns inline, and a fresh function each render would remount every
 * cell (losing open menus and tooltips).
 */
function render<C>(def: unknown, context: C): ReactNode {
  return typeof def === 'function' ? (def as (c: C) => ReactNode)(context) : (def as ReactNode)
}

/**
 * Renders a TanStack table; the caller owns columns, sorting and row actions. The wrapper
 * is positioned so visually hidden (absolute) header text scrolls with a wide table
 * instead of widening the whole page.
 */
export function Table<T>({
  table,
  label,
  busy,
  sort,
  onSort,
}: {
  table: TanTable<T>
  label: string
  busy?: boolean
  /** the column the rows are sorted by; with `onSort`, headers of columns holding a value sort */
  sort?: { column: string; desc: boolean }
  onSort?: (column: string) => void
}) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-line">
      <table
        className={cn('w-full border-collapse text-left', busy && 'opacity-70')}
        aria-label={label}
        aria-busy={busy || undefined}
      >
        <thead className="bg-surface">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const { id } = header.column
                const title = header.isPlaceholder ? null : render(header.column.columnDef.header, header.getContext())
                const sorts = onSort && header.column.getCanSort()
                const order = sort?.column !== id ? 'none' : sort.desc ? 'descending' : 'ascending'
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorts ? order : undefined}
                    className="group border-b border-line px-4 py-2.5 text-[12px] font-medium tracking-wide text-ink-muted uppercase"
                  >
                    {sorts ? (
                      // the arrow is drawn by CSS from aria-sort, so it is not part of the header's text
                      <button
                        type="button"
                        onClick={() => onSort(id)}
                        className="uppercase after:ml-1 after:content-['↕'_/_''] group-aria-[sort=ascending]:after:content-['↑'_/_''] group-aria-[sort=descending]:after:content-['↓'_/_''] hover:text-ink"
                      >
                        {title}
                      </button>
                    ) : (
                      title
                    )}
                  </th>
                )
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          <CellLinksHere>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="border-b border-line last:border-b-0 hover:bg-surface/60">
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="px-4 py-2.5 align-middle">
                    {render(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </CellLinksHere>
        </tbody>
      </table>
    </div>
  )
}

/**
 * A table over rows the API already paged. Pagination is the server's, so the table must
 * not reset a page index of its own whenever the rows change: callers pass freshly
 * filtered or sorted arrays on every render, and that reset would render forever.
 */
export function useTable<T>({
  data,
  columns,
  getRowId,
}: {
  data: T[]
  // column helpers type each column by its value; the table needs only the row type
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[]
  getRowId: (row: T) => string
}) {
  return useReactTable<T>({
    data,
    columns: columns as ColumnDef<T, unknown>[],
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    autoResetAll: false,
  })
}

// A link in a table's cell: a plain anchor whose click the table turns into a client
// navigation. React Router's Link resolves its path, reads the location and sets up its own
// click handler and prefetch state on every render, once for every row: with anchors, each
// next page of 10,000 disks took 113 -> 100 and 116 -> 99 ms, of 2,000 instances 224 -> 206
// and 232 -> 220 ms (test bundle, two runs of 6 and 8 rounds alternating builds). Every path
// of the console is absolute (~/paths), so there is nothing to resolve.
type Follow = (event: MouseEvent<HTMLAnchorElement>, href: string, preventScrollReset?: boolean) => void

const CellLinks = createContext<Follow | null>(null)

/** Where cell links navigate in the page rather than load a document: a table's rows. */
function CellLinksHere({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  // a fresh function each render costs nothing more: the cells render with the table anyway
  const follow: Follow = (event, href, preventScrollReset) => {
    // what the browser does itself: a new tab or window, a download, a click another handler took
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    // as a browser does (and Link), a link to the page shown replaces its history entry; read
    // from the document's location at the click, so that no link renders again when it moves
    const { pathname, search, hash } = window.location
    void navigate(href, { replace: href === pathname + search + hash, preventScrollReset })
  }
  return <CellLinks value={follow}>{children}</CellLinks>
}

type CellLinkProps = {
  to: To
  className?: string
  children: ReactNode
  /** a name that says more than the text (which entry a time opens, say) */
  'aria-label'?: string
  /** keep the list's scroll (a detail that opens beside it) */
  preventScrollReset?: boolean
}

/** A link to `to`, an absolute path, from a table's cell; outside a table, React Router's own Link. */
export function CellLink({ to, preventScrollReset, ...shown }: CellLinkProps) {
  const follow = useContext(CellLinks)
  if (!follow) return <Link to={to} preventScrollReset={preventScrollReset} {...shown} />
  const href = typeof to === 'string' ? to : createPath(to)
  return <a href={href} {...shown} onClick={(e) => follow(e, href, preventScrollReset)} />
}
