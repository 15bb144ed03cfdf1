import { useEffect, useState } from 'react'
import { cn } from './cn'

export const COPY_CONFIRM_MS = 2000

/** Copies `text`; shows a checkmark for two seconds after (SPEC section 4). */
export function CopyButton({
  text,
  label = 'Copy',
  className,
  iconOnly,
}: {
  text: string
  label?: string
  className?: string
  /** show only the icon; the label stays as the accessible name */
  iconOnly?: boolean
}) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const t = setTimeout(() => setCopied(false), COPY_CONFIRM_MS)
    return () => clearTimeout(t)
  }, [copied])

  return (
    <button
      type="button"
      className={cn(
        'inline-flex h-7 items-center gap-1.5 rounded-md border border-line-strong bg-raised px-2 text-[13px] text-ink hover:bg-line',
        className,
      )}
      onClick={async () => {
        await navigator.clipboard.writeText(text)
        setCopied(true)
      }}
      aria-label={copied ? 'Copied' : label}
    >
      {copied ? (
        <svg viewBox="0 0 16 16" className="size-3.5 text-accent" aria-hidden>
          <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      ) : (
        <svg viewBox="0 0 16 16" className="size-3.5" aria-hidden>
          <rect x="5" y="5" width="8" height="9" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M3 11V3.5A1.5 1.5 0 0 1 4.5 2H10" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      )}
      {!iconOnly && <span>{copied ? 'Copied' : label}</span>}
    </button>
  )
}
