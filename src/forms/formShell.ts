// What the two form shells (SideModalForm, FullPageForm) share: the props a form is held by,
// and what the shell does with its form.
import type { ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
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

/** What a form needs of the mutation it submits to (any TanStack mutation). */
type SubmitMutation<V> = { mutate: (variables: V) => void; isPending: boolean; error: Error | null }

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
    /** the mutation's variables from the form's values, when they are not the values themselves */
    variables?: (values: T) => V
    loadError?: Error | null
  } = {},
) {
  return {
    onSubmit: (values: T) => mutation.mutate(variables(values)),
    loading: mutation.isPending,
    submitError: mutation.error ?? loadError ?? null,
  }
}
