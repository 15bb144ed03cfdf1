import type { ReactNode } from 'react'

/** Label/value pairs of one resource, read top to bottom (detail side modals). */
export function PropertyList({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <dl className="divide-y divide-line rounded-lg border border-line">
      {items.map(([label, value]) => (
        <div key={label} className="grid grid-cols-[9rem_1fr] gap-3 px-4 py-2.5">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
