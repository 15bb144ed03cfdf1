import { flexRender, type Table as TanTable } from '@tanstack/react-table'
import { cn } from './cn'

/** Renders a TanStack table; the caller owns columns, sorting and row actions. */
export function Table<T>({ table, label, busy }: { table: TanTable<T>; label: string; busy?: boolean }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-line">
      <table className={cn('w-full border-collapse text-left', busy && 'opacity-70')} aria-label={label} aria-busy={busy || undefined}>
        <thead className="bg-surface">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className="border-b border-line px-4 py-2.5 text-[12px] font-medium tracking-wide text-ink-muted uppercase"
                >
                  {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-b border-line last:border-b-0 hover:bg-surface/60">
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className="px-4 py-2.5 align-middle">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
