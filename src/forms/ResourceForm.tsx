// The side-modal form a resource is created and edited with: one form for both, so creating
// and editing any resource read and behave alike.
import type { ComponentProps } from 'react'
import type { FieldValues } from 'react-hook-form'
import type { ApiCalls } from '~/api/apiCall'
import { DialogForm } from './DialogForm'

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

type DialogProps<V extends FieldValues, R> = ComponentProps<typeof DialogForm<V, ApiCalls, R>>

/** "Create subnet" or "Edit subnet", saying "Subnet created" or "Subnet updated" with its name. */
export function ResourceForm<V extends FieldValues, R extends { name: string } = { name: string }>({
  kind,
  submitNoun = kind,
  editing,
  ...dialog
}: {
  /** what the resource is, as in a sentence: "VPC", "subnet" */
  kind: string
  /** the resource as the submit button names it, when shorter than `kind` */
  submitNoun?: string
  /** whether it saves changes to an existing one */
  editing: boolean
} & Omit<DialogProps<V, R>, 'title' | 'submitLabel' | 'done'>) {
  return (
    <DialogForm<V, ApiCalls, R>
      title={`${editing ? 'Edit' : 'Create'} ${kind}`}
      submitLabel={`${editing ? 'Update' : 'Create'} ${submitNoun}`}
      done={(saved) => ({ title: `${capitalize(kind)} ${editing ? 'updated' : 'created'}`, content: saved.name })}
      {...dialog}
    />
  )
}
