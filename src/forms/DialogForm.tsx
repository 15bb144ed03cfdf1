// The side-modal form that saves with one API call (or a few in a row) and says so: declared
// as its call, what the save changes and the toast, so every such form leaves, refreshes and
// tells the user alike. ResourceForm is this form for creating and editing a resource.
import { useMutation } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import type { ApiCall, ApiCalls } from '~/api/apiCall'
import { sendCalls } from '~/api/calls'
import { invalidate, type OpName, type OpResult } from '~/api/client'
import { submitTo } from './formShell'
import { SideModalForm } from './SideModalForm'
import { addToast } from '~/ui/Toast'

/** What sending `calls` answers: the last call's result. */
type AnswerOf<C> =
  C extends ApiCall<infer K> ? OpResult<K> : C extends readonly [...unknown[], ApiCall<infer K>] ? OpResult<K> : unknown

/**
 * After a save it leaves first, then refetches, then says what was saved: a rename changes a
 * resource's address, and refetching the old one would only find it gone.
 */
export function DialogForm<V extends FieldValues, C extends ApiCalls = ApiCalls, R = AnswerOf<C>>({
  title,
  submitLabel,
  form,
  call,
  save = async (values) => sendCalls(await call!(values)) as Promise<R>,
  loadError,
  refresh,
  leave,
  done,
  children,
}: {
  title: string
  /** the submit button's text; the title when not given */
  submitLabel?: string
  form: UseFormReturn<V>
  /**
   * the API call(s) the values make, in order: sent on submit (the last one's answer is what
   * was saved) and shown as the equivalent request (a promise where a call carries the text
   * of a file the user chose)
   */
  call?: (values: V) => C | Promise<C>
  /**
   * where sending is more than the calls in a row (a list read afresh and written back, a
   * later call taking an earlier one's answer); `call` then says what it sends
   */
  save?: (values: V) => Promise<R>
  /** an error loading the form's choices, shown where a refusal would be */
  loadError?: Error | null
  /** operations whose answers a save changes (required, so no form forgets its list) */
  refresh: OpName[]
  /** closes the form: after a save with what was saved, on dismiss with nothing */
  leave: (saved?: R) => void
  /** the toast that says what was saved, from the API's answer and the values sent */
  done: (saved: R, values: V) => { title: string; content: ReactNode }
  children: ReactNode
}) {
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: async (saved, values) => {
      leave(saved)
      await Promise.all(refresh.map(invalidate))
      addToast(done(saved, values))
    },
  })
  return (
    <SideModalForm
      title={title}
      form={form}
      onDismiss={() => leave()}
      {...submitTo<V>(mutation, { loadError })}
      request={call}
      submitLabel={submitLabel}
    >
      {children}
    </SideModalForm>
  )
}
