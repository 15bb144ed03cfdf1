import { useId, type ReactNode } from 'react'

/**
 * A titled part of a page below its header (a receiver's secrets, the service pool), named
 * by its heading for assistive technology; `actions` sit at the heading's end.
 */
export function PageSection({
  title,
  actions,
  className = 'mt-10',
  children,
}: {
  title: ReactNode
  actions?: ReactNode
  className?: string
  children: ReactNode
}) {
  const id = useId()
  const heading = (
    <h2 id={id} className="text-lg font-semibold">
      {title}
    </h2>
  )
  return (
    <section aria-labelledby={id} className={className}>
      {actions ? (
        <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  )
}
