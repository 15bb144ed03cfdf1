import { useId } from 'react'
import { Button } from './Button'

const PAGE_SIZES = [10, 25, 50, 100]

type Props = {
  pageSize: number
  onPageSize: (size: number) => void
  hasPrev: boolean
  hasNext: boolean
  onPrev: () => void
  onNext: () => void
  /** which rows the page shows, "Rows 51–100"; none on an empty page */
  status?: string
  /** the table's name: a page with two lists has two pagers, each named for its own */
  label: string
}

export function Pagination({ pageSize, onPageSize, hasPrev, hasNext, onPrev, onNext, status, label }: Props) {
  const id = useId()
  return (
    <nav
      aria-label={`Pages of ${label}`}
      className="flex items-center justify-between gap-4 py-3 text-[13px] text-ink-muted"
    >
      <div className="flex items-center gap-2">
        <label htmlFor={id}>Rows per page</label>
        <select
          id={id}
          value={pageSize}
          onChange={(e) => onPageSize(Number(e.target.value))}
          className="h-7 rounded-md border border-line-strong bg-raised px-1.5 text-ink"
        >
          {[...new Set([...PAGE_SIZES, pageSize])]
            .sort((a, b) => a - b)
            .map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
        </select>
      </div>
      <div className="flex items-center gap-2">
        {status && <span aria-live="polite">{status}</span>}
        <Button variant="secondary" size="sm" onClick={onPrev} disabled={!hasPrev}>
          Previous
        </Button>
        <Button variant="secondary" size="sm" onClick={onNext} disabled={!hasNext}>
          Next
        </Button>
      </div>
    </nav>
  )
}
