import type { FieldValues } from 'react-hook-form'
import { FieldFrame, unitSuffix, useFormField, type FieldProps } from './FieldFrame'

type Props<T extends FieldValues> = FieldProps<T> & {
  min: number
  max: number
  unit?: string
  /** why the least value is what it is, said with the message: "already provisioned" */
  minReason?: string
}

/** A whole number within [min, max]; the message says which bound was crossed. */
export function NumberField<T extends FieldValues>(props: Props<T>) {
  const { label, min, max, unit, minReason } = props
  const { field, frame, input } = useFormField(props, {
    validate: (v: number | string) => {
      const n = Number(v)
      if (v === '' || v === null || Number.isNaN(n)) return `${label} is required`
      if (!Number.isInteger(n)) return `${label} must be a whole number`
      if (n < min)
        return `${label} must be at least ${min}${unit ? ` ${unit}` : ''}${minReason ? `: ${minReason}` : ''}`
      if (n > max) return `${label} can be at most ${max}${unit ? ` ${unit}` : ''}`
      return true
    },
  })
  return (
    <FieldFrame {...frame} suffix={unitSuffix(unit)}>
      <NumberInput input={input} value={field.value} onChange={field.onChange} min={min} max={max} />
    </FieldFrame>
  )
}

/** A native number input that keeps what the user typed, valid or not, and hands on a number or ''. */
export function NumberInput({
  input,
  value,
  onChange,
  min,
  max,
  required,
}: {
  input: ReturnType<typeof useFormField>['input']
  value: number | '' | undefined
  onChange: (value: number | '') => void
  min: number
  max: number
  required?: boolean
}) {
  return (
    <input
      {...input}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
      aria-required={required || undefined}
    />
  )
}
