import { useEffect, useState } from 'react'

export const SPINNER_MIN_MS = 500

export function Spinner({ label }: { label?: string }) {
  return (
    <svg
      className="size-4 animate-spin"
      viewBox="0 0 16 16"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={!label}
    >
      <circle cx="8" cy="8" r="6" fill="none" stroke="currentColor" strokeOpacity="0.3" strokeWidth="2" />
      <path d="M14 8a6 6 0 0 0-6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

/**
 * True while `busy`, and for at least SPINNER_MIN_MS once it became true, so a fast
 * request does not make the spinner flash.
 */
export function useSpinnerVisible(busy: boolean, minMs = SPINNER_MIN_MS) {
  const [visibleSince, setVisibleSince] = useState<number | null>(busy ? Date.now() : null)
  if (busy && visibleSince === null) setVisibleSince(Date.now())
  useEffect(() => {
    if (busy || visibleSince === null) return
    const left = minMs - (Date.now() - visibleSince)
    const t = setTimeout(() => setVisibleSince(null), Math.max(0, left))
    return () => clearTimeout(t)
  }, [busy, visibleSince, minMs])
  return busy || visibleSince !== null
}
