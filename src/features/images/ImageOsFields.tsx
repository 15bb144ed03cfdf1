import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { TextField } from '~/forms/TextField'

const FIELDS = [
  { name: 'os', label: 'OS', description: 'The operating system family, for example Debian or Ubuntu.' },
  { name: 'version', label: 'Version', description: 'The operating system version, for example 12 or 24.04.' },
] as const

/**
 * What an image says it holds, asked the same way wherever an image is made (from a file or
 * from a snapshot). The form's values must hold `os` and `version` strings; both are
 * required, and blanks do not count.
 */
export function ImageOsFields<T extends FieldValues & { os: string; version: string }>({
  control,
}: {
  control: Control<T>
}) {
  return FIELDS.map(({ name, label, description }) => (
    <TextField
      key={name}
      control={control}
      name={name as FieldPath<T>}
      label={label}
      required
      validate={(v) => (v.trim() ? undefined : `${label} is required`)}
      description={description}
    />
  ))
}
