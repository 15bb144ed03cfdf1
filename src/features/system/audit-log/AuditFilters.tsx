import { useId, useState } from 'react'
import { useSearchParams } from 'react-router'
import { inputClass } from '~/forms/FieldFrame'
import { cn } from '~/ui/cn'
import { Picker } from '~/ui/Picker'
import { RESULT_FILTERS, withFilter, type Filters } from './entries'

/**
 * The actor, operation and result filters. Each change is written to the URL at once
 * (replacing the history entry, so Back leaves the page rather than undoing keystrokes);
 * the text fields keep what is typed locally so the caret never jumps.
 */
export function AuditFilters({ filters, operations }: { filters: Filters; operations: string[] }) {
  const id = useId()
  const [search, setSearch] = useSearchParams()
  const [actor, setActor] = useState(filters.actor)
  const [operation, setOperation] = useState(filters.operation)
  const write = (name: keyof Filters, value: string) =>
    setSearch((prev) => withFilter(prev, name, value), { replace: true, preventScrollReset: true })
  const known = [...new Set(operations)].sort()

  const text = (name: 'actor' | 'operation', label: string, value: string, set: (v: string) => void, hint: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="mb-1 block text-[13px] font-medium">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        type="search"
        value={value}
        placeholder={hint}
        list={name === 'operation' ? `${id}-operations` : undefined}
        onChange={(e) => {
          set(e.target.value)
          write(name, e.target.value)
        }}
        className={cn(inputClass(), 'w-56 py-1.5')}
      />
    </div>
  )

  return (
    <div role="search" aria-label="Filter entries" className="mb-4 flex flex-wrap items-end gap-4">
      {text('actor', 'Actor', actor, setActor, 'Name or ID')}
      {text('operation', 'Operation', operation, setOperation, 'e.g. instance_create')}
      <datalist id={`${id}-operations`}>
        {known.map((op) => (
          <option key={op} value={op} />
        ))}
      </datalist>
      <Picker label="Result" value={filters.result} options={RESULT_FILTERS} onChange={(v) => write('result', v)} />
      {search.has('actor') || search.has('operation') || search.has('result') ? (
        <button
          type="button"
          className="pb-2 text-[13px] text-info hover:underline"
          onClick={() => {
            setActor('')
            setOperation('')
            setSearch(
              (prev) => withFilter(withFilter(withFilter(prev, 'actor', ''), 'operation', ''), 'result', 'all'),
              { replace: true, preventScrollReset: true },
            )
          }}
        >
          Clear filters
        </button>
      ) : null}
    </div>
  )
}
