import { useId, type ReactNode } from 'react'
import { cn } from './cn'

export type RadioOption<V extends string> = { value: V; label: ReactNode; description?: ReactNode }

type Props<V extends string> = {
  legend: string
  options: readonly RadioOption<V>[]
  value: V
  onChange: (value: V) => void
  /** `inline`: a row of short choices; `cards`: a grid of boxed choices with descriptions */
  variant?: 'inline' | 'cards'
  /** hide the legend visually when the section's heading already says it */
  legendHidden?: boolean
  name?: string
}

/** A group of native radio buttons: arrow keys move between them, as the platform does. */
export function RadioGroup<V extends string>({
  legend,
  options,
  value,
  onChange,
  variant = 'inline',
  legendHidden,
  name,
}: Props<V>) {
  const fallbackName = useId()
  return (
    <fieldset className="mb-5">
      <legend className={legendHidden ? 'sr-only' : 'mb-1.5 font-medium'}>{legend}</legend>
      <div className={variant === 'cards' ? 'grid grid-cols-2 gap-2 md:grid-cols-3' : 'flex flex-wrap gap-x-4 gap-y-2'}>
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              variant === 'cards'
                ? cn(
                    'flex cursor-pointer flex-col rounded-md border px-3 py-2',
                    value === o.value ? 'border-accent bg-raised' : 'border-line-strong',
                  )
                : 'flex items-center gap-2',
            )}
          >
            <span className="flex items-center gap-2">
              <input
                type="radio"
                name={name ?? fallbackName}
                value={o.value}
                checked={value === o.value}
                onChange={() => onChange(o.value)}
              />
              <span className={variant === 'cards' ? 'font-medium' : undefined}>{o.label}</span>
            </span>
            {o.description && <span className="ml-6 text-[13px] text-ink-muted">{o.description}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
