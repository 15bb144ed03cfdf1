import type { FieldValues } from 'react-hook-form'
import { Button } from '~/ui/Button'
import { confirmAction } from '~/ui/ConfirmModal'
import { SideModal } from '~/ui/SideModal'
import { useFormShell, type FormShellProps } from './formShell'
import { RequestToggle } from './RequestToggle'

/**
 * Holds a form in a side modal. The user's input stays when a submit fails; closing a
 * changed form asks first.
 */
export function SideModalForm<T extends FieldValues>(props: FormShellProps<T> & { onDismiss: () => void }) {
  const { title, onDismiss, loading, submitLabel = title, children, form, request } = props
  const { errors, formRef, onSubmit, dirty } = useFormShell(props)

  const dismiss = () => {
    if (!dirty) return onDismiss()
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
      <form id={formId} ref={formRef} noValidate onSubmit={onSubmit}>
        {children}
        {request && <RequestToggle form={form} request={request} />}
      </form>
    </SideModal>
  )
}
