import { useRef, useState, type ReactNode } from 'react'
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form'
import { Button } from '~/ui/Button'
import { useWarnOnUnload } from './useWarnOnUnload'
import { confirmAction } from '~/ui/ConfirmModal'
import { SideModal } from '~/ui/SideModal'

type Props<T extends FieldValues> = {
  title: string
  form: UseFormReturn<T>
  onSubmit: (values: T) => void
  onDismiss: () => void
  /** required so no form forgets to show that it is working */
  loading: boolean
  /** required so no form forgets to show why the API refused it */
  submitError: Error | null
  submitLabel: string
  children: ReactNode
}

/** Broken rules in the order their fields appear in the form. */
function messages(errors: FieldErrors, form: HTMLFormElement): string[] {
  const order = Array.from(form.elements, (el) => (el as HTMLInputElement).name)
  return Object.entries(errors)
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .flatMap(([, e]) => (e?.message ? [String(e.message)] : []))
}

/**
 * Holds a form in a side modal. The user's input stays when a submit fails; closing a
 * changed form asks first.
 */
export function SideModalForm<T extends FieldValues>({
  title,
  form,
  onSubmit,
  onDismiss,
  loading,
  submitError,
  submitLabel,
  children,
}: Props<T>) {
  // after a blocked submit the banner follows the fields: fixing one removes its line
  const [triedInvalid, setTriedInvalid] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  // success navigates away programmatically, so only a user's dismissal is guarded
  const guard = form.formState.isDirty

  useWarnOnUnload(guard)

  const dismiss = () => {
    if (!guard) return onDismiss()
    confirmAction({
      title: 'Discard changes?',
      content: 'You have unsaved changes in this form. Leaving now discards them.',
      actionLabel: 'Discard',
      danger: true,
      errorTitle: 'Could not close the form',
      action: onDismiss,
    })
  }

  // the banner lists what blocked the last submit: the API's answer, or every rule broken
  const fieldErrors = form.formState.errors
  const errors = submitError
    ? [submitError.message]
    : triedInvalid && formRef.current
      ? messages(fieldErrors, formRef.current)
      : []
  const formId = `form-${title.replace(/\W+/g, '-').toLowerCase()}`

  return (
    <SideModal
      title={title}
      onDismiss={dismiss}
      errors={errors}
      footer={
        <>
          <Button variant="secondary" onClick={dismiss}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={loading}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        ref={formRef}
        noValidate
        onSubmit={(e) => {
          setTriedInvalid(false)
          form.handleSubmit(onSubmit, () => setTriedInvalid(true))(e)
        }}
      >
        {children}
      </form>
    </SideModal>
  )
}
