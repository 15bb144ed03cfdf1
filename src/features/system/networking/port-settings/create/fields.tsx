// Pieces the port settings form's sections share: the entry box of one item of a list, the
// picker of the link an item belongs to, and a whole-number field with a rule of its own.
import type { ReactNode } from 'react'
import { useFieldArray, useWatch, type FieldArrayPath, type FieldPath, type UseFormReturn } from 'react-hook-form'
import { FormSection } from '~/forms/FullPageForm'
import { FieldFrame, unitSuffix, useFormField } from '~/forms/FieldFrame'
import { NumberInput } from '~/forms/NumberField'
import { SelectField } from '~/forms/SelectField'
import { Button } from '~/ui/Button'
import { TextField } from '~/forms/TextField'
import { validateVlan, type SettingsValues } from './values'

export type SettingsForm = UseFormReturn<SettingsValues>

type ListName = Exclude<FieldArrayPath<SettingsValues>, 'links'>

/**
 * A list part of the settings (addresses, routes, BGP peers) as a form section: each item in
 * a box of its own with its remove button, and the button that adds one.
 */
export function PartList<N extends ListName>({
  form,
  name,
  title,
  description,
  noun,
  newItem,
  children,
}: {
  form: SettingsForm
  name: N
  title: string
  description: string
  /** what one item is, as in a sentence: "address" gives "Address 1", "Remove address 1", "Add address" */
  noun: string
  /** a new item, on the settings' first link */
  newItem: (link: string) => SettingsValues[N][number]
  /** the fields of item `i` */
  children: (i: number) => ReactNode
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name })
  return (
    <FormSection title={title} description={description}>
      {fields.map((field, i) => (
        <Entry key={field.id} item={`${noun} ${i + 1}`} onRemove={() => remove(i)}>
          {children(i)}
        </Entry>
      ))}
      <Button variant="secondary" onClick={() => append(newItem(form.getValues('links')[0]?.linkName ?? '') as never)}>
        Add {noun}
      </Button>
    </FormSection>
  )
}

/** One item of a list part (a link, an address…), with its remove button named after it. */
export function Entry({ item, onRemove, children }: { item: string; onRemove: () => void; children: ReactNode }) {
  return (
    <fieldset className="mb-4 rounded-md border border-line p-4">
      <legend className="px-1 font-medium">{item.charAt(0).toUpperCase() + item.slice(1)}</legend>
      <div className="grid gap-x-4 sm:grid-cols-2">{children}</div>
      <Button variant="secondary" size="sm" onClick={onRemove}>
        Remove {item}
      </Button>
    </fieldset>
  )
}

/** An optional VLAN id, typed as text. */
export function VlanField({
  form,
  name,
  description,
}: {
  form: SettingsForm
  name: FieldPath<SettingsValues>
  description?: string
}) {
  return (
    <TextField
      control={form.control}
      name={name}
      label="VLAN ID"
      description={description ?? '1 to 4094; empty for untagged'}
      validate={validateVlan}
    />
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
