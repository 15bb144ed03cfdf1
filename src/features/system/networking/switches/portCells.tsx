// The cells of a port's row that need calls of their own: its link status and its LLDP
// neighbours. Issue 16: a page load makes no call per row, and a switch has 32 ports, so
// these are read as their row comes on screen, a few at a time (`RowQueryCell`), and
// never for a port without settings (it has no link: the real API answers 500 for its
// status). Reading them all behind a "Show link status" button would hide what the table is
// for (spotting a down link); reading them only on a port's page would make it useless.
// Also here: how a link's state looks wherever it is shown.
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { quiet } from '~/table/cells'
import { RowQueryCell } from '~/table/rowQuery'
import { Badge, type BadgeColor } from '~/ui/Badge'
import { summarize, type LinkState, type LinkSummary } from './linkReport'
import { lldpNeighborsQuery, portStatusQuery, type PortAt } from './queries'

const STATE: Record<LinkState, [BadgeColor, string]> = {
  up: ['accent', 'Up'],
  // enabled by its settings, yet no signal: a cable, a transceiver or the far end to look at
  down: ['danger', 'Down'],
  disabled: ['neutral', 'Disabled'],
  unknown: ['neutral', 'Unknown'],
}

export const LinkStateBadge = ({ state }: { state: LinkState }) => (
  <Badge color={STATE[state][0]}>{STATE[state][1]}</Badge>
)

/** A port row: where the port is, and whether settings are applied (an unconfigured port has no link to ask about). */
export type PortRowAt = PortAt & { configured: boolean }

/** What an unconfigured port shows where a configured one shows its reading. */
const NOT_CONFIGURED = quiet('Not configured')

/** The link's state: the cell that asks for the status once the row is on screen. */
export function LinkStateCell({ port }: { port: PortRowAt }) {
  return port.configured ? <LinkStateReading port={port} /> : NOT_CONFIGURED
}

function LinkStateReading({ port }: { port: PortAt }) {
  return (
    <RowQueryCell query={portStatusQuery(port)} pending={quiet('…')} failed={quiet('Could not read')}>
      {(status) => <LinkStateBadge state={summarize(status).state} />}
    </RowQueryCell>
  )
}

/** One part of the status the state cell read (speed, FEC, autoneg); it asks for nothing itself. */
export function LinkFactCell({ port, fact }: { port: PortRowAt; fact: (s: LinkSummary) => ReactNode }) {
  const { data } = useQuery({ ...portStatusQuery(port), enabled: false })
  if (!port.configured) return quiet('—')
  if (!data) return quiet('…')
  return fact(summarize(data)) ?? quiet('—')
}

/** The system name of what the port hears over LLDP (the router at the far end of an uplink). */
export function NeighborCell({ port }: { port: PortRowAt }) {
  return port.configured ? <NeighborReading port={port} /> : quiet('—')
}

function NeighborReading({ port }: { port: PortAt }) {
  return (
    <RowQueryCell query={lldpNeighborsQuery(port)} pending={quiet('…')} failed={quiet('Could not read')}>
      {(neighbors) =>
        neighbors.items.length === 0
          ? quiet('None heard')
          : neighbors.items.map((n) => n.systemName ?? n.chassisId).join(', ')
      }
    </RowQueryCell>
  )
}
