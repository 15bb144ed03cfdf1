import type { ReactNode } from 'react'

/** The ids a field's input must point at, so its description and error are read with it. */
export function describedBy(id: string, description?: string, error?: string) {
  return [description && `${id}-desc`, error && `${id}-err`].filter(Boolean).join(' ') || undefined
}

/** Label, description and error message around one input: every field looks and reads alike. */
export function FieldFrame({
  id,
  label,
  suffix,
  description,
  error,
  children,
}: {
  id: string
  label: string
  /** e.g. "(optional)" or a unit, after the label */
  suffix?: ReactNode
  description?: string
  error?: string
  children: ReactNode
}) {
  return (
    <div className="mb-5">
      <label htmlFor={id} className="mb-1.5 block font-medium">
        {label}
        {suffix}
      </label>
      {description && (
        <p id={`${id}-desc`} className="mb-1.5 text-[13px] text-ink-muted">
          {description}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-err`} className="mt-1.5 text-[13px] text-danger">
          {error}
        </p>
      )}
    </div>
  )
}
