import { Dialog } from 'radix-ui'
import type { ReactNode } from 'react'
import { cn } from './cn'

// SPEC section 9: narrow 24rem, medium 28rem
const widths = { narrow: 'w-[24rem]', medium: 'w-[28rem]', wide: 'w-[40rem]' }

type Props = {
  title: string
  open: boolean
  onDismiss: () => void
  width?: keyof typeof widths
  children: ReactNode
  footer?: ReactNode
  description?: ReactNode
}

export function Modal({ title, open, onDismiss, width = 'medium', children, footer, description }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onDismiss()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content
          className={cn(
            // within the viewport whatever it holds (an open equivalent request is tall): the
            // body scrolls, the title and the buttons stay in reach
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100vh-2rem)] max-w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
            'rounded-lg border border-line-strong bg-surface shadow-2xl',
            widths[width],
          )}
          aria-describedby={description ? undefined : undefined}
        >
          <div className="flex items-center justify-between border-b border-line px-5 py-3.5">
            <Dialog.Title className="text-base font-semibold">{title}</Dialog.Title>
            <Dialog.Close className="rounded px-1.5 text-lg text-ink-muted hover:text-ink" aria-label="Close">
              ×
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description asChild>
              <div className="px-5 pt-4 text-ink-muted">{description}</div>
            </Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          <div className="min-h-0 overflow-y-auto px-5 py-4">{children}</div>
          {footer && <div className="flex justify-end gap-2 border-t border-line px-5 py-3">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
