// Pieces the port settings form's sections share: a list part of the settings as a section,
// the picker of the link an item belongs to, and a whole-number field with a rule of its own.
import type { ReactNode } from 'react'
import { useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form'
import { FieldFrame, unitSuffix, useFormField } from '~/forms/FieldFrame'
import { FieldList } from '~/forms/FieldList'
import { FormSection } from '~/forms/FullPageForm'
import { NumberInput } from '~/forms/NumberField'
import { SelectField } from '~/forms/SelectField'
import { TextField } from '~/forms/TextField'
import { validateVlan, type SettingsValues } from './values'

export type SettingsForm = UseFormReturn<SettingsValues>

type PartName = 'addresses' | 'routes' | 'peers'

/**
 * A list part of the settings (addresses, routes, BGP peers) as a form section: each item in
 * a box of its own with its remove button, and the button that adds one on the first link.
 */
export function PartSection<N extends PartName>({
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
  /** a new item, on the given link */
  newItem: (link: string) => SettingsValues[N][number]
  /** the fields of item `i` */
  children: (i: number) => ReactNode
}) {
  return (
    <FormSection title={title} description={description}>
      <FieldList
        control={form.control}
        name={name}
        noun={noun}
        columns
        newItem={() => newItem(form.getValues('links')[0]?.linkName ?? '') as never}
      >
        {children}
      </FieldList>
    </FormSection>
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
