import type { ReactNode } from 'react'
import { cn } from './cn'

export type BadgeColor = 'default' | 'accent' | 'danger' | 'warn' | 'info' | 'neutral'

const colors: Record<BadgeColor, string> = {
  default: 'bg-raised text-ink border-line-strong',
  neutral: 'bg-raised text-ink-muted border-line',
  accent: 'bg-accent-bg text-accent border-accent-line',
  danger: 'bg-danger-bg text-danger border-danger-line',
  warn: 'bg-warn-bg text-warn border-warn-line',
  info: 'bg-info-bg text-info border-info-line',
}

export function Badge({
  color = 'default',
  children,
  className,
}: {
  color?: BadgeColor
  children: ReactNode
  className?: string
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded border px-1.5 py-px font-mono text-[11px] tracking-wide uppercase',
        colors[color],
        className,
      )}
    >
      {children}
    </span>
  )
}
