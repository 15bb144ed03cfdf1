import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { TextField } from './TextField'
import { validateDescription, validateName } from './validators'

/**
 * The two fields every named resource has, with the API's rules checked as the user types.
 * The form's values must hold `name` and `description` strings.
 */
export function NameAndDescriptionFields<T extends FieldValues & { name: string; description: string }>({
  control,
  autoFocus,
}: {
  control: Control<T>
  autoFocus?: boolean
}) {
  return (
    <>
      <TextField
        control={control}
        name={'name' as FieldPath<T>}
        label="Name"
        required
        validate={validateName}
        autoFocus={autoFocus}
      />
      <TextField
        control={control}
        name={'description' as FieldPath<T>}
        label="Description"
        multiline
        validate={validateDescription}
      />
    </>
  )
}
