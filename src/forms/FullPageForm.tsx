import type { ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
import { PageHeader } from '~/ui/PageHeader'
import { FormFooter } from './FormFooter'
import { useFormShell, type FormShellProps } from './formShell'
import { RequestToggle } from './RequestToggle'

/**
 * A form with a page of its own, for bodies too large for a side modal. Input stays as
 * typed when a submit fails; leaving with changes asks first.
 */
export function FullPageForm<T extends FieldValues>(props: FormShellProps<T> & { onCancel: () => void }) {
  const { title, onCancel, loading, submitLabel = title, children, form, request } = props
  const { errors, formRef, onSubmit } = useFormShell(props)
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="max-w-3xl">
      <PageHeader title={title} />
      {children}
      {request && <RequestToggle form={form} request={request} />}
      <div className="sticky bottom-0 -mx-2 mt-8 border-t border-line bg-canvas px-2 py-4">
        <FormFooter
          errors={errors}
          submitLabel={submitLabel}
          loading={loading}
          back={{ label: 'Cancel', onClick: onCancel }}
        />
      </div>
    </form>
  )
}

export function FormSection({
  title,
  description,
  children,
}: {
  title: string
  description?: ReactNode
  children: ReactNode
}) {
  return (
    <section className="mb-8 border-b border-line pb-6 last:border-b-0">
      <h2 className="text-lg font-semibold">{title}</h2>
      {description && <p className="mt-1 text-[13px] text-ink-muted">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  )
}
