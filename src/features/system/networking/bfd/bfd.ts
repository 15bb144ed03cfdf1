// BFD sessions as an operator reads them: the state in words, the timers in milliseconds
// (the API counts the receive interval in microseconds), and how soon a dead link is noticed.
import type { BfdMode, BfdState, BfdStatus } from '~/api/__generated__/Api'
import type { BadgeColor } from '~/ui/Badge'
import { apiq } from '~/api/client'

export const bfdStatusQuery = apiq('networkingBfdStatus', {})

export const STATE: Record<BfdState, { text: string; color: BadgeColor; help: string }> = {
  up: { text: 'Up', color: 'accent', help: 'The peer answers' },
  init: { text: 'Starting', color: 'warn', help: 'Waiting for the peer to answer' },
  down: { text: 'Down', color: 'danger', help: 'The peer does not answer: routes through it are withdrawn' },
  admin_down: { text: 'Disabled', color: 'neutral', help: 'Held down by an operator' },
}

export const MODE: Record<BfdMode, { text: string; help: string }> = {
  single_hop: { text: 'Single hop', help: 'The peer is directly connected (RFC 5881)' },
  multi_hop: { text: 'Multi hop', help: 'The peer is reached through routers (RFC 5883)' },
}

const US_PER_MS = 1000

export const msOf = (microseconds: number) => microseconds / US_PER_MS
export const microsecondsOf = (ms: number) => Math.round(ms * US_PER_MS)

const msText = (ms: number) => `${ms.toLocaleString('en-US', { maximumFractionDigits: 3 })} ms`

export const intervalText = (s: Pick<BfdStatus, 'requiredRx'>) => msText(msOf(s.requiredRx))

/** "3 missed packets (900 ms)": how long the switch waits before it declares the peer down. */
export const thresholdText = ({
  detectionThreshold,
  requiredRx,
}: Pick<BfdStatus, 'detectionThreshold' | 'requiredRx'>) =>
  `${detectionThreshold} missed ${detectionThreshold === 1 ? 'packet' : 'packets'} (${msText(msOf(requiredRx) * detectionThreshold)})`

/** A session is one peer on one switch: the enable and disable calls name it so. */
export const sessionKey = (s: Pick<BfdStatus, 'switch' | 'peer'>) => `${s.switch} ${s.peer}`
