// One place a dialog opened from a menu lives: a row's menu item is gone once it is chosen,
// so the form it opens cannot be rendered by the row. Pages never need their own modal state
// for an action that lists and pages both offer.
import { Suspense, useSyncExternalStore, type ReactNode } from 'react'

type Render = (close: () => void) => ReactNode

let current: { render: Render; key: number } | null = null
let nextKey = 1
const listeners = new Set<() => void>()
const set = (next: typeof current) => {
  current = next
  listeners.forEach((l) => l())
}
const subscribe = (l: () => void) => (listeners.add(l), () => listeners.delete(l))

/** Opens a dialog (a side modal form, usually); it gets the function that closes it. */
export const openDialog = (render: Render) => set({ render, key: nextKey++ })

/** Rendered once in the root layout, inside the router, so dialogs may navigate and query. */
export function DialogHost() {
  const dialog = useSyncExternalStore(subscribe, () => current)
  if (!dialog) return null
  // keyed, so a second dialog starts fresh instead of inheriting the first one's form state
  return (
    <Suspense key={dialog.key} fallback={null}>
      {dialog.render(() => current?.key === dialog.key && set(null))}
    </Suspense>
  )
}
