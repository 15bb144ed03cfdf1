import type { ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { Button } from '~/ui/Button'
import { useSubmitErrors } from './useSubmitErrors'
import { useWarnOnUnload } from './useWarnOnUnload'
import { ErrorBanner } from '~/ui/ErrorBanner'
import { PageHeader } from '~/ui/PageHeader'

type Props<T extends FieldValues> = {
  title: string
  form: UseFormReturn<T>
  onSubmit: (values: T) => void
  onCancel: () => void
  loading: boolean
  submitError: Error | null
  submitLabel: string
  children: ReactNode
}

/**
 * A form with a page of its own, for bodies too large for a side modal. Input stays as
 * typed when a submit fails; leaving with changes asks first.
 */
export function FullPageForm<T extends FieldValues>({
  title,
  form,
  onSubmit,
  onCancel,
  loading,
  submitError,
  submitLabel,
  children,
}: Props<T>) {
  const { errors, formRef, onSubmit: submit } = useSubmitErrors(form, submitError, onSubmit)
  const dirty = form.formState.isDirty
  useWarnOnUnload(dirty)
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="max-w-3xl">
      <PageHeader title={title} />
      {children}
      <div className="sticky bottom-0 -mx-2 mt-8 border-t border-line bg-canvas px-2 py-4">
        {errors.length > 0 && (
          <div className="mb-3">
            <ErrorBanner errors={errors} />
          </div>
        )}
        <div className="flex gap-2">
          <Button type="submit" loading={loading}>
            {submitLabel}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
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
