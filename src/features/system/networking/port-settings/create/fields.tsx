// Pieces the port settings form's sections share: a list part of the settings as a section,
// and the fields items have in common (an address, a link, a VLAN, numbers).
import type { ReactNode } from 'react'
import { useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form'
import { FieldFrame, unitSuffix, useFormField, type FieldProps } from '~/forms/FieldFrame'
import { FieldList, type ItemField } from '~/forms/FieldList'
import { FormSection } from '~/forms/FullPageForm'
import { NumberInput } from '~/forms/NumberField'
import { SelectField } from '~/forms/SelectField'
import { TextField } from '~/forms/TextField'
import { validateIp, validateIpNet } from '~/util/ip'
import { newAddress, newPeer, newRoute, validateOptionalNumber, validateVlan, type SettingsValues } from './values'

export type SettingsForm = UseFormReturn<SettingsValues>

type Field = FieldProps<SettingsValues>

type PartName = 'addresses' | 'routes' | 'peers'

/** Each list part's section: its heading and text, what one item is called, and a new item on a link. */
const PARTS: {
  [N in PartName]: {
    title: string
    description: string
    noun: string
    newItem: (link: string) => SettingsValues[N][number]
  }
} = {
  addresses: {
    title: 'Addresses',
    description:
      'The port’s own addresses with their prefix length, each from a block of an address lot (an infra lot, usually).',
    noun: 'address',
    newItem: newAddress,
  },
  routes: {
    title: 'Routes',
    description: 'Static routes out of the port: a destination network through a gateway.',
    noun: 'route',
    newItem: newRoute,
  },
  peers: {
    title: 'BGP peers',
    description: 'Routers the port exchanges routes with. The BGP config gives the rack’s ASN and what it announces.',
    noun: 'BGP peer',
    newItem: newPeer,
  },
}

/**
 * A list part of the settings (addresses, routes, BGP peers) as a form section: each item in
 * a box of its own with its remove button, and the button that adds one on the first link.
 */
export function PartSection<N extends PartName>({
  form,
  name,
  children,
}: {
  form: SettingsForm
  name: N
  /** the fields of item `i` */
  children: (i: number, field: ItemField<SettingsValues, N>) => ReactNode
}) {
  const { title, description, noun, newItem } = PARTS[name]
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

/** An item's address (`net`: a network, an address with its prefix length), shown by example. */
export function AddressField({ example, net = false, ...field }: Field & { example: string; net?: boolean }) {
  return (
    <TextField {...field} description={`For example ${example}`} required validate={net ? validateIpNet : validateIp} />
  )
}

/** An optional whole number in [min, max], typed as text. */
export function OptionalNumberField({ min, max, ...field }: Field & { min: number; max: number }) {
  return <TextField {...field} validate={(v) => validateOptionalNumber(v, field.label, min, max)} />
}

/** An optional VLAN id, typed as text. */
export function VlanField({ description = '1 to 4094; empty for untagged', ...field }: Omit<Field, 'label'>) {
  return <TextField {...field} label="VLAN ID" description={description} validate={validateVlan} />
}

/** The link an address, route or peer is on: one of the links the settings configure. */
export function LinkPicker(field: Omit<Field, 'label'>) {
  const links = useWatch({ control: field.control, name: 'links' })
  const names = links.map((l) => l.linkName).filter(Boolean)
  return (
    <SelectField
      {...field}
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
  min,
  max,
  unit,
  rule,
  deps,
  ...props
}: Field & {
  min: number
  max: number
  unit?: string
  rule?: (value: number | '', values: SettingsValues) => string | undefined
  deps?: FieldPath<SettingsValues>[]
}) {
  const { label } = props
  const { field, frame, input } = useFormField(props, {
    validate: (v: number | '', values: SettingsValues) => {
      if (v === '' || Number.isNaN(v)) return `${label} is required`
      if (!Number.isInteger(v)) return `${label} must be a whole number`
      if (v < min || v > max) return `${label} is between ${min} and ${max}${unit ? ` ${unit}` : ''}`
      return rule?.(v, values) ?? true
    },
    deps,
  })
  return (
    <FieldFrame {...frame} suffix={unitSuffix(unit)}>
      <NumberInput input={input} value={field.value as number | ''} onChange={field.onChange} min={min} max={max} />
    </FieldFrame>
  )
}
