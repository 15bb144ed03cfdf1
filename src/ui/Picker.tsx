import { useId } from 'react'
import { inputClass } from '~/forms/FieldFrame'
import { cn } from './cn'

/**
 * A compact labelled select of a controls bar (chart range, list filters): what it picks
 * lives in the URL, not in a form.
 */
export function Picker({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: string
  options: readonly { id: string; label: string }[]
  onChange: (id: string) => void
}) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-[13px] font-medium">
        {label}
      </label>
      <select
        id={id}
        className={cn(inputClass(), 'w-auto py-1.5')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}
