// A BGP peer's state as an operator reads it: a word, a colour and what it means, and how
// long the session has been in it.
import type { BgpPeerState } from '~/api/__generated__/Api'
import type { BadgeColor } from '~/ui/Badge'

export const PEER_STATE: Record<BgpPeerState, { text: string; color: BadgeColor; help: string }> = {
  established: { text: 'Established', color: 'accent', help: 'Exchanging routes with the peer' },
  idle: { text: 'Idle', color: 'neutral', help: 'Not trying to reach the peer' },
  connect: { text: 'Connect', color: 'danger', help: 'Down: waiting for a TCP connection to the peer' },
  active: { text: 'Active', color: 'danger', help: 'Down: listening for the peer to connect' },
  open_sent: { text: 'Open sent', color: 'info', help: 'Coming up: waiting for the peer’s open message' },
  open_confirm: { text: 'Open confirm', color: 'info', help: 'Coming up: waiting for the peer’s keepalive' },
  session_setup: { text: 'Session setup', color: 'info', help: 'Coming up: synchronizing with the peer' },
}

const UNITS: [name: string, ms: number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
]

/** "3 days, 4 hours", "12 minutes, 5 seconds", "less than a second": the two largest units. */
export function durationText(ms: number): string {
  const parts: string[] = []
  let rest = ms
  for (const [name, size] of UNITS) {
    const n = Math.floor(rest / size)
    rest -= n * size
    if (n > 0 || parts.length > 0) parts.push(`${n} ${name}${n === 1 ? '' : 's'}`)
    if (parts.length === 2) break
  }
  const shown = parts.filter((p) => !p.startsWith('0 '))
  return shown.length ? shown.join(', ') : 'less than a second'
}

/** How long the session has been up, or down (any state short of established). */
export const uptimeText = (state: BgpPeerState, ms: number) =>
  `${state === 'established' ? 'Up' : 'Down'} for ${durationText(ms)}`
