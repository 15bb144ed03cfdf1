import type { ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { Button } from '~/ui/Button'
import { confirmAction } from '~/ui/ConfirmModal'
import { SideModal } from '~/ui/SideModal'
import { useSubmitErrors } from './useSubmitErrors'
import { useWarnOnUnload } from './useWarnOnUnload'

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
  const { errors, formRef, onSubmit: submit } = useSubmitErrors(form, submitError, onSubmit)
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
      <form id={formId} ref={formRef} noValidate onSubmit={submit}>
        {children}
      </form>
    </SideModal>
  )
}
