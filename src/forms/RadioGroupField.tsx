import { useController, type Control, type FieldPath, type FieldPathValue, type FieldValues } from 'react-hook-form'
import { RadioGroup, type RadioOption } from '~/ui/RadioGroup'

type Props<T extends FieldValues, N extends FieldPath<T>> = {
  control: Control<T>
  name: N
  label: string
  options: readonly RadioOption<FieldPathValue<T, N> & string>[]
  variant?: 'inline' | 'cards'
  labelHidden?: boolean
  /** after the user picks, e.g. to fill fields the choice implies */
  onPick?: (value: FieldPathValue<T, N> & string) => void
}

/** One choice of a few, as radio buttons bound to a form field; `options` and `variant` go to the group as given. */
export function RadioGroupField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  labelHidden,
  onPick,
  ...group
}: Props<T, N>) {
  const { field } = useController({ control, name })
  return (
    <RadioGroup
      {...group}
      legend={label}
      legendHidden={labelHidden}
      value={field.value}
      name={field.name}
      onChange={(v) => {
        field.onChange(v)
        onPick?.(v)
      }}
    />
  )
}
