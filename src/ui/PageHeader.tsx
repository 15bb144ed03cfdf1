import type { ReactNode } from 'react'
import { DocsLink, type DocsTopic } from './DocsLink'

/** A sentence on what a page holds, then its guide's link: how every page and tab introduces itself. */
export function Intro({ text, docs }: { text?: ReactNode; docs?: DocsTopic }) {
  return (
    <>
      {text}
      {text && docs ? ' ' : null}
      {docs && <DocsLink topic={docs} />}
    </>
  )
}

export function PageHeader({
  title,
  actions,
  description,
  docs,
}: {
  title: string
  actions?: ReactNode
  description?: ReactNode
  /** the guide linked after the description */
  docs?: DocsTopic
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {(description || docs) && (
          <p className="mt-1 text-ink-muted">
            <Intro text={description} docs={docs} />
          </p>
        )}
      </div>
      {actions && <div className="flex items-center gap-2">{actions}</div>}
    </div>
  )
}
