import { useEffect, useSyncExternalStore, type ReactNode } from 'react'
import { cn } from './cn'

type ToastVariant = 'success' | 'error' | 'info'
type Toast = {
  id: number
  title: string
  content?: ReactNode
  variant: ToastVariant
  timeout: number
  /** a notice said again replaces the one of the same `once` still shown, rather than stacking */
  once?: string
}

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((l) => l())

export function addToast(
  toast: Omit<Toast, 'id' | 'variant' | 'timeout'> & Partial<Pick<Toast, 'variant' | 'timeout'>>,
) {
  const others = toast.once ? toasts.filter((t) => t.once !== toast.once) : toasts
  toasts = [...others, { variant: 'success', timeout: 5000, ...toast, id: nextId++ }]
  emit()
}

function removeToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id)
  emit()
}

const subscribe = (l: () => void) => (listeners.add(l), () => listeners.delete(l))

function ToastItem({ toast }: { toast: Toast }) {
  useEffect(() => {
    const t = setTimeout(() => removeToast(toast.id), toast.timeout)
    return () => clearTimeout(t)
  }, [toast.id, toast.timeout])
  return (
    <div
      role={toast.variant === 'error' ? 'alert' : 'status'}
      className={cn(
        'pointer-events-auto flex w-72 items-start gap-3 rounded-lg border bg-raised p-3 shadow-xl',
        toast.variant === 'error'
          ? 'border-danger-line'
          : toast.variant === 'info'
            ? 'border-info-line'
            : 'border-accent-line',
      )}
    >
      <div className="min-w-0 flex-1">
        <div className={cn('font-medium', toast.variant === 'error' ? 'text-danger' : 'text-ink')}>{toast.title}</div>
        {toast.content && <div className="mt-0.5 text-ink-muted break-words">{toast.content}</div>}
      </div>
      <button
        type="button"
        className="rounded px-1 text-ink-muted hover:text-ink"
        aria-label="Dismiss notification"
        onClick={() => removeToast(toast.id)}
      >
        ×
      </button>
    </div>
  )
}

/** Rendered once at the root; announces toasts to assistive technology as they arrive. */
export function ToastRegion() {
  const list = useSyncExternalStore(subscribe, () => toasts)
  return (
    <section
      aria-label="Notifications"
      aria-live="polite"
      className="pointer-events-none fixed bottom-4 left-4 z-[60] flex flex-col gap-2"
    >
      {list.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </section>
  )
}
