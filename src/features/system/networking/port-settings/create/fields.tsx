// Pieces the port settings form's sections share: the entry box of one item of a list, the
// picker of the link an item belongs to, and a whole-number field with a rule of its own.
import type { ReactNode } from 'react'
import { useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form'
import { FieldFrame, unitSuffix, useFormField } from '~/forms/FieldFrame'
import { NumberInput } from '~/forms/NumberField'
import { SelectField } from '~/forms/SelectField'
import { Button } from '~/ui/Button'
import type { SettingsValues } from './values'

export type SettingsForm = UseFormReturn<SettingsValues>

/** One item of a list part (a link, an address…), with its remove button named after it. */
export function Entry({ legend, onRemove, children }: { legend: string; onRemove: () => void; children: ReactNode }) {
  return (
    <fieldset className="mb-4 rounded-md border border-line p-4">
      <legend className="px-1 font-medium">{legend}</legend>
      <div className="grid gap-x-4 sm:grid-cols-2">{children}</div>
      <Button variant="secondary" size="sm" onClick={onRemove}>
        Remove {legend.toLowerCase()}
      </Button>
    </fieldset>
  )
}

/** The link an address, route or peer is on: one of the links the settings configure. */
export function LinkPicker({ form, name }: { form: SettingsForm; name: FieldPath<SettingsValues> }) {
  const links = useWatch({ control: form.control, name: 'links' })
  const names = links.map((l) => l.linkName).filter(Boolean)
  return (
    <SelectField
      control={form.control}
      name={name}
      label="Link"
      required
      options={names.map((n) => ({ value: n, label: n }))}
      placeholder="Choose a link"
      validate={(v) => (names.includes(v) ? undefined : 'Not a link of these settings')}
    />
  )
}

/** A whole number in [min, max] with a further rule (BGP timers against each other). */
export function RuledNumberField({
  form,
  name,
  label,
  min,
  max,
  unit,
  rule,
  deps,
}: {
  form: SettingsForm
  name: FieldPath<SettingsValues>
  label: string
  min: number
  max: number
  unit?: string
  rule?: (value: number | '', values: SettingsValues) => string | undefined
  deps?: FieldPath<SettingsValues>[]
}) {
  const { field, frame, input } = useFormField(
    { control: form.control, name, label },
    {
      validate: (v: number | '', values: SettingsValues) => {
        if (v === '' || Number.isNaN(v)) return `${label} is required`
        if (!Number.isInteger(v)) return `${label} must be a whole number`
        if (v < min || v > max) return `${label} is between ${min} and ${max}${unit ? ` ${unit}` : ''}`
        return rule?.(v, values) ?? true
      },
      deps,
    },
  )
  return (
    <FieldFrame {...frame} suffix={unitSuffix(unit)}>
      <NumberInput input={input} value={field.value as number | ''} onChange={field.onChange} min={min} max={max} />
    </FieldFrame>
  )
}
