// What the two form shells (SideModalForm, FullPageForm) share: the props a form is held by,
// and what the shell does with its form.
import type { ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import type { ApiCall, ApiCalls } from '~/api/apiCall'
import type { OpName } from '~/api/client'
import { useSubmitErrors } from './useSubmitErrors'
import { useWarnOnUnload } from './useWarnOnUnload'

export type FormShellProps<T extends FieldValues> = {
  title: string
  form: UseFormReturn<T>
  onSubmit: (values: T) => void
  /** required so no form forgets to show that it is working */
  loading: boolean
  /** required so no form forgets to show why the API refused it */
  submitError: Error | null
  /** the submit button's text; the title when not given ("Add range") */
  submitLabel?: string
  /** the API call(s) the values make, in order, shown as the equivalent request; `submitTo` gives it */
  request?: (values: T) => ApiCalls | Promise<ApiCalls>
  children: ReactNode
}

/**
 * The shell's part of a submit: what blocked it, for the banner, and a warning before the
 * page unloads while the form holds changes (success leaves programmatically, unguarded).
 */
export function useFormShell<T extends FieldValues>({ form, submitError, onSubmit }: FormShellProps<T>) {
  const submit = useSubmitErrors(form, submitError, onSubmit)
  const dirty = form.formState.isDirty
  useWarnOnUnload(dirty)
  return { ...submit, dirty }
}

/**
 * What a form needs of the mutation it submits to (any TanStack mutation; an API one names its
 * operation, or gives the call its variables make when they are not the call's params).
 */
type SubmitMutation<V> = {
  mutate: (variables: V) => void
  isPending: boolean
  error: Error | null
  operation?: OpName
  callOf?: (variables: V) => ApiCalls
}

/**
 * The submit props of a shell whose values go to one mutation: the call, its pending state,
 * and its error, or failing that an error loading the form's choices. Spread on the shell.
 */
export function submitTo<T, V = T>(
  mutation: SubmitMutation<V>,
  {
    variables = (values) => values as unknown as V,
    loadError,
  }: {
    /**
     * the mutation's variables from the form's values, when they are not the values
     * themselves; a promise where making them reads a file the user chose
     */
    variables?: (values: T) => V | Promise<V>
    loadError?: Error | null
  } = {},
) {
  const { operation, callOf } = mutation
  const callsOf = callOf ?? (operation && ((params: V) => ({ operation, params }) as ApiCall))
  return {
    onSubmit: (values: T) => void Promise.resolve(variables(values)).then((v) => mutation.mutate(v)),
    loading: mutation.isPending,
    submitError: mutation.error ?? loadError ?? null,
    request: callsOf && ((values: T) => Promise.resolve(variables(values)).then(callsOf)),
  }
}
