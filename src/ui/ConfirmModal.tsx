import { Suspense, useSyncExternalStore, type ReactNode } from 'react'
import type { ApiCalls } from '~/api/apiCall'
import type { ImpactSource } from '~/impact'
import { closes, lazyPart } from './splitModule'

export type ConfirmRequest = {
  title: string
  content: ReactNode
  /** Label of the confirming button; 'Confirm' unless a clearer verb fits. */
  actionLabel?: string
  danger?: boolean
  /** Title of the error toast shown when the action throws. */
  errorTitle: string
  action: () => Promise<unknown> | unknown
  /** the API call(s) the action makes, in order, offered as the equivalent request */
  call?: ApiCalls
  /** reads what the action touches, shown above the equivalent request */
  impact?: ImpactSource
}

// the dialog code loads with the first confirmation, not with every page
const ConfirmDialog = lazyPart(() => import('./ConfirmDialog'), 'ConfirmDialog', closes('onClose'))

let current: ConfirmRequest | null = null
const listeners = new Set<() => void>()
const set = (next: ConfirmRequest | null) => {
  current = next
  listeners.forEach((l) => l())
}

/** Opens the one confirm modal of the app. */
export const confirmAction = (request: ConfirmRequest) => set(request)

const subscribe = (l: () => void) => (listeners.add(l), () => listeners.delete(l))

/** Rendered once at the root: the confirm modal, while a confirmation is asked for. */
export function ConfirmModalHost() {
  const request = useSyncExternalStore(subscribe, () => current)
  if (!request) return null
  return (
    <Suspense fallback={null}>
      <ConfirmDialog request={request} onClose={() => set(null)} />
    </Suspense>
  )
}
