// Queries only the alert screens read, each defined once so loaders and components share
// cache keys.
import { apiq } from '~/api/client'
import { apiqAll } from '~/api/queries'
import type { RouteParams } from '~/params'

export const receiverQuery = ({ receiver }: Pick<RouteParams, 'receiver'>) =>
  apiq('alertReceiverView', { path: { receiver } })

/** Every alert class, to offer as subscriptions and to show what a glob matches. */
export const alertClassesQuery = apiqAll('alertClassList', {})
