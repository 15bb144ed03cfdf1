import { Button } from '~/ui/Button'
import { ErrorBanner } from '~/ui/ErrorBanner'

/**
 * The foot of a form on a page (not a side modal): what blocked the last submit, then the
 * submit button and one way back. With `dirty` given, the form edits saved settings in place:
 * both buttons wait until something has changed.
 */
export function FormFooter({
  errors,
  submitLabel,
  loading,
  dirty,
  back,
}: {
  errors: string[]
  submitLabel: string
  loading: boolean
  dirty?: boolean
  /** "Cancel" leaving the form, or "Reset" putting the saved values back */
  back: { label: string; onClick: () => void }
}) {
  const unchanged = dirty === false
  return (
    <>
      {errors.length > 0 && (
        <div className="mb-3">
          <ErrorBanner errors={errors} />
        </div>
      )}
      <div className="flex gap-2">
        <Button type="submit" loading={loading} disabled={unchanged}>
          {submitLabel}
        </Button>
        <Button variant="secondary" disabled={unchanged} onClick={back.onClick}>
          {back.label}
        </Button>
      </div>
    </>
  )
}
