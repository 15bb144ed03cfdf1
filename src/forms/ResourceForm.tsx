// The side-modal form a resource is created and edited with: one form for both, so creating
// and editing any resource read and behave alike.
import { useMutation } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import type { ApiCalls } from '~/api/apiCall'
import { sendCalls } from '~/api/calls'
import { invalidate, type OpName } from '~/api/client'
import { submitTo } from './formShell'
import { SideModalForm } from './SideModalForm'
import { addToast } from '~/ui/Toast'

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * "Create subnet" or "Edit subnet". After a save it leaves first, then refetches: a rename
 * changes the resource's address, and refetching the old one would only find it gone.
 */
export function ResourceForm<V extends FieldValues, R extends { name: string } = { name: string }>({
  kind,
  submitNoun = kind,
  editing,
  form,
  call,
  save = async (values) => sendCalls(await call!(values)) as Promise<R>,
  refresh,
  leave,
  children,
}: {
  /** what the resource is, as in a sentence: "VPC", "subnet" */
  kind: string
  /** the resource as the submit button names it, when shorter than `kind` */
  submitNoun?: string
  /** whether it saves changes to an existing one */
  editing: boolean
  form: UseFormReturn<V>
  /**
   * the API call(s) the values make, in order: sent on submit (the last one's answer is what
   * was saved) and shown as the equivalent request (a promise where a call carries the text
   * of a file the user chose)
   */
  call?: (values: V) => ApiCalls | Promise<ApiCalls>
  /**
   * where sending is more than the calls in a row (a list read afresh and written back, a
   * later call taking an earlier one's answer); `call` then says what it sends
   */
  save?: (values: V) => Promise<R>
  /** operations whose answers a save changes */
  refresh: OpName[]
  /** closes the form: after a save with what was saved, on dismiss with nothing */
  leave: (saved?: R) => void
  children: ReactNode
}) {
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: async (saved) => {
      leave(saved)
      await Promise.all(refresh.map(invalidate))
      addToast({ title: `${capitalize(kind)} ${editing ? 'updated' : 'created'}`, content: saved.name })
    },
  })
  return (
    <SideModalForm
      title={`${editing ? 'Edit' : 'Create'} ${kind}`}
      form={form}
      onDismiss={() => leave()}
      {...submitTo<V>(mutation)}
      request={call}
      submitLabel={`${editing ? 'Update' : 'Create'} ${submitNoun}`}
    >
      {children}
    </SideModalForm>
  )
}
