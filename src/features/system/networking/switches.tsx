import type { FieldPath, FieldValues, Control } from 'react-hook-form'
import { RadioGroupField } from '~/forms/RadioGroupField'

/** The rack's two switches, as the API names their locations (`switch0`, `switch1`). */
export const SWITCHES = ['switch0', 'switch1'] as const

const SWITCH_OPTIONS = SWITCHES.map((s) => ({ value: s, label: s }))

/** Which of the rack's switches a setting goes on. */
export function SwitchField<T extends FieldValues>({ control, name }: { control: Control<T>; name: FieldPath<T> }) {
  // the field holds one of SWITCHES; the form's generic path types cannot say so
  return <RadioGroupField control={control} name={name} label="Switch" options={SWITCH_OPTIONS as never} />
}
