// A port's link status, as the switch daemon reports it, in words an operator reads. The API
// passes the report on free-form (its schema says nothing of its shape), so everything here
// reads it defensively: a field that is missing or of another type is left out, never guessed.
import type { LinkFec, LinkSpeed } from '~/api/__generated__/Api'

type Report = Record<string, unknown>

const isRecord = (v: unknown): v is Report => typeof v === 'object' && v !== null && !Array.isArray(v)

/** `speed100_g` (the API's enum) or `Speed100G` (the daemon's name) as "100 Gbit/s". */
export function speedLabel(speed: string): string {
  const gbit = /^speed(\d+)_?g$/i.exec(speed)?.[1]
  return gbit === undefined ? speed : `${gbit} Gbit/s`
}

const FEC_LABELS: Record<LinkFec, string> = { rs: 'Reed-Solomon (RS)', firecode: 'Firecode', none: 'None' }

/** `rs` or `RS` as "Reed-Solomon (RS)"; no FEC asked for means the media's standard one. */
export function fecLabel(fec: string | null | undefined): string {
  if (!fec) return 'Media default'
  return FEC_LABELS[fec.toLowerCase() as LinkFec] ?? fec
}

export const SPEEDS: LinkSpeed[] = [
  'speed0_g',
  'speed1_g',
  'speed10_g',
  'speed25_g',
  'speed40_g',
  'speed50_g',
  'speed100_g',
  'speed200_g',
  'speed400_g',
]
export const FECS: LinkFec[] = ['rs', 'firecode', 'none']

export type LinkState = 'up' | 'down' | 'disabled' | 'unknown'

export type LinkSummary = { state: LinkState; speed?: string; fec?: string; autoneg?: boolean }

/** Up, down (enabled, no signal) or disabled, with the speed, FEC and autonegotiation in use. */
export function summarize(status: unknown): LinkSummary {
  const link = isRecord(status) && isRecord(status.link) ? status.link : undefined
  if (!link) return { state: 'unknown' }
  const linkState = typeof link.linkState === 'string' ? link.linkState.toLowerCase() : undefined
  const state: LinkState =
    link.enabled === false ? 'disabled' : linkState === 'up' ? 'up' : linkState === 'down' ? 'down' : 'unknown'
  return {
    state,
    speed: typeof link.speed === 'string' ? speedLabel(link.speed) : undefined,
    fec: typeof link.fec === 'string' ? fecLabel(link.fec) : undefined,
    autoneg: typeof link.autoneg === 'boolean' ? link.autoneg : undefined,
  }
}

// The report's fields an operator knows by another name, or that carry a unit. The client
// has camel-cased the daemon's keys (`link_state` arrives as `linkState`).
const KNOWN: Record<string, { label: string; unit?: string; format?: (v: unknown) => string }> = {
  linkState: { label: 'Link state' },
  enabled: { label: 'Enabled' },
  presence: { label: 'Transceiver present' },
  speed: { label: 'Speed', format: (v) => speedLabel(String(v)) },
  fec: { label: 'FEC', format: (v) => fecLabel(v as string | null) },
  autoneg: { label: 'Autonegotiation' },
  kr: { label: 'KR (backplane) mode' },
  media: { label: 'Media' },
  fsmState: { label: 'Link state machine' },
  address: { label: 'MAC address' },
  ipv6Enabled: { label: 'IPv6 enabled' },
  portId: { label: 'Port' },
  linkId: { label: 'Link number' },
  tofinoConnector: { label: 'ASIC connector' },
  asicId: { label: 'ASIC port' },
  prbs: { label: 'PRBS mode' },
  temperature: { label: 'Temperature', unit: '°C' },
  supplyVoltage: { label: 'Supply voltage', unit: 'V' },
  receiverPower: { label: 'Received power per lane', unit: 'mW' },
  transmitterPower: { label: 'Transmitted power per lane', unit: 'mW' },
  transmitterBiasCurrent: { label: 'Laser bias current per lane', unit: 'mA' },
  auxMonitors: { label: 'Other monitors' },
}

/** `fsmState` as "Fsm state": a field this module does not know still reads as words. */
const words = (key: string) => {
  const spaced = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return spaced.charAt(0).toUpperCase() + spaced.slice(1)
}

/** One value as text: lanes' readings joined, `{ average }` readings by their value. */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (Array.isArray(value)) return value.length ? value.map(valueText).join(', ') : '—'
  if (isRecord(value)) {
    const entries = Object.entries(value)
    // a reading the daemon wraps as `{ average: 0.81 }` reads as its number
    if (entries.length === 1) return valueText(entries[0][1])
    return entries.map(([k, v]) => `${words(k)}: ${valueText(v)}`).join('; ')
  }
  return String(value)
}

type ReportRow = [label: string, value: string]
export type ReportSection = { title: string; rows: ReportRow[] }

const SECTION_TITLES: Record<string, string> = { link: 'Link', monitors: 'Transceiver' }

/** The report's fields, by section (the link, the transceiver's readings), labelled and with units. */
export function reportSections(status: unknown): ReportSection[] {
  if (!isRecord(status)) return []
  return Object.entries(status).map(([key, part]) => {
    const title = SECTION_TITLES[key] ?? words(key)
    if (!isRecord(part)) return { title, rows: [[title, part === null ? 'None reported' : valueText(part)]] }
    const rows = Object.entries(part).map(([field, value]): ReportRow => {
      const known = KNOWN[field]
      const text = known?.format && value != null ? known.format(value) : valueText(value)
      const unit = known?.unit && value != null ? ` ${known.unit}` : ''
      return [known?.label ?? words(field), text + unit]
    })
    return { title, rows }
  })
}
