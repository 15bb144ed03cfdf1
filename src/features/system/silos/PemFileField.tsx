import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { FileField } from '~/forms/FileField'
import { certificateFileProblem, privateKeyFileProblem } from './keyFiles'

const KINDS = {
  certificate: { accept: '.pem,.crt,.cer', problem: certificateFileProblem },
  key: { accept: '.pem,.key', problem: privateKeyFileProblem },
}

/** A PEM certificate or private key, chosen as a file and checked for what it holds. */
export function PemFileField<T extends FieldValues>({
  kind,
  ...field
}: {
  control: Control<T>
  name: FieldPath<T>
  label: string
  kind: keyof typeof KINDS
  required?: boolean
  description?: string
}) {
  const { accept, problem } = KINDS[kind]
  return <FileField {...field} accept={accept} validate={async (file) => problem(await file.text())} />
}
