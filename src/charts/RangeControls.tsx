import { useId, useRef, useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router'
import { inputClass } from '~/forms/FieldFrame'
import { Button } from '~/ui/Button'
import { Picker } from '~/ui/Picker'
import { cn } from '~/ui/cn'
import { Timestamp } from '~/ui/Timestamp'
import {
  PRESETS,
  REFRESH_OPTIONS,
  rangeFromSearch,
  rangeKey,
  refreshFromSearch,
  toLocalInput,
  validateCustomRange,
  withRange,
  withRefresh,
  type RefreshId,
  type TimeRange,
} from './timeRange'

/**
 * The time range (a preset, or custom start and end) and the refresh interval. Both live
 * in the URL; picking one replaces nothing else in it.
 */
export function RangeControls({ range, onRefreshNow }: { range: TimeRange; onRefreshNow: () => void }) {
  const [search, setSearch] = useSearchParams()
  const spec = rangeFromSearch(search)
  const refresh = refreshFromSearch(search)
  // "Custom" opens the form; the URL (and the charts) change only when it is applied
  const [editing, setEditing] = useState(false)

  const selected = editing || spec.kind === 'custom' ? 'custom' : spec.preset
  const onRange = (value: string) => {
    if (value === 'custom') return setEditing(true)
    setEditing(false)
    setSearch(withRange(search, { kind: 'preset', preset: value as (typeof PRESETS)[number]['id'] }))
  }

  return (
    <div className="mb-4 rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-end gap-4">
        <Picker
          label="Time range"
          value={selected}
          options={[...PRESETS, { id: 'custom', label: 'Custom' }]}
          onChange={onRange}
        />
        <Picker
          label="Refresh every"
          value={refresh.id}
          options={REFRESH_OPTIONS}
          onChange={(id) => setSearch(withRefresh(search, id as RefreshId))}
        />
        {/* each chart shows its own progress; a disabled button here would drop focus */}
        <Button variant="secondary" onClick={onRefreshNow}>
          Refresh
        </Button>
        <p className="ml-auto self-center text-[13px] text-ink-muted">
          <Timestamp date={new Date(range.startMs)} /> – <Timestamp date={new Date(range.endMs)} />
        </p>
      </div>
      {(editing || spec.kind === 'custom') && (
        // remount for a new range from the URL (not for a refresh), so the fields show it
        <CustomRangeForm
          key={rangeKey(spec)}
          range={range}
          onApply={(startMs, endMs) => {
            setEditing(false)
            setSearch(withRange(search, { kind: 'custom', startMs, endMs }))
          }}
          onCancel={spec.kind === 'custom' ? undefined : () => setEditing(false)}
        />
      )}
    </div>
  )
}

function CustomRangeForm({
  range,
  onApply,
  onCancel,
}: {
  range: TimeRange
  onApply: (startMs: number, endMs: number) => void
  onCancel?: () => void
}) {
  const id = useId()
  const [start, setStart] = useState(() => toLocalInput(range.startMs))
  const [end, setEnd] = useState(() => toLocalInput(range.endMs))
  const [errors, setErrors] = useState<{ start?: string; end?: string }>({})
  const startRef = useRef<HTMLInputElement>(null)
  const endRef = useRef<HTMLInputElement>(null)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const result = validateCustomRange(start, end, Date.now())
    if (result.ok) {
      setErrors({})
      onApply(result.startMs, result.endMs)
    } else {
      setErrors(result.errors)
      // take the user to the first thing to fix
      ;(result.errors.start ? startRef : endRef).current?.focus()
    }
  }

  const field = (
    name: 'start' | 'end',
    label: string,
    value: string,
    set: (v: string) => void,
    ref: React.RefObject<HTMLInputElement | null>,
  ) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="mb-1 block text-[13px] font-medium">
        {label}
      </label>
      <input
        ref={ref}
        id={`${id}-${name}`}
        type="datetime-local"
        value={value}
        max={toLocalInput(Date.now())}
        onChange={(e) => set(e.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-err` : undefined}
        className={cn(inputClass(!!errors[name]), 'w-auto py-1.5 [color-scheme:dark]')}
      />
      {errors[name] && (
        <p id={`${id}-${name}-err`} className="mt-1 text-[13px] text-danger">
          {errors[name]}
        </p>
      )}
    </div>
  )

  return (
    <form onSubmit={submit} noValidate aria-label="Custom time range" className="mt-4 flex flex-wrap items-start gap-4">
      {field('start', 'Start', start, setStart, startRef)}
      {field('end', 'End', end, setEnd, endRef)}
      <div className="flex gap-2 pt-[22px]">
        <Button type="submit">Apply</Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  )
}
