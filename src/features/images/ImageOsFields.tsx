import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { TextField } from '~/forms/TextField'

const required = (label: string) => (v: string) => (v.trim() ? undefined : `${label} is required`)

/**
 * What an image says it holds, asked the same way wherever an image is made (from a file or
 * from a snapshot). The form's values must hold `os` and `version` strings.
 */
export function ImageOsFields<T extends FieldValues & { os: string; version: string }>({
  control,
}: {
  control: Control<T>
}) {
  return (
    <>
      <TextField
        control={control}
        name={'os' as FieldPath<T>}
        label="OS"
        required
        validate={required('OS')}
        description="The operating system family, for example Debian or Ubuntu."
      />
      <TextField
        control={control}
        name={'version' as FieldPath<T>}
        label="Version"
        required
        validate={required('Version')}
        description="The operating system version, for example 12 or 24.04."
      />
    </>
  )
}
