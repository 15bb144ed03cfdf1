import { Fragment, type ReactNode } from 'react'
import { hostKindLabel, type Host } from './rules'

/** A short item in a table cell, e.g. one protocol or one target; wraps inside only when it must. */
export function Chip({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5 rounded border border-line-strong bg-raised px-1.5 py-px text-[12px]">
      {children}
    </span>
  )
}

/** An IPv6 address may wrap after a colon; anything else stays whole. */
function breakAfterColons(value: string): ReactNode {
  if (!value.includes(':')) return value
  return value.split(/(?<=:)/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ))
}

/** A target or host filter's kind, then its value; the space is for screen readers. */
export function HostText({ host }: { host: Host }) {
  return (
    <>
      <span className="whitespace-nowrap text-ink-muted">{hostKindLabel(host.type)}</span>{' '}
      <span className="font-mono whitespace-nowrap">{breakAfterColons(host.value)}</span>
    </>
  )
}
