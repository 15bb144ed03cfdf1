import { Badge, type BadgeColor } from './Badge'

// Colours by meaning: settled and healthy, in motion, stopped, broken.
const instanceColors: Record<string, BadgeColor> = {
  creating: 'info',
  starting: 'info',
  running: 'accent',
  rebooting: 'info',
  stopping: 'info',
  stopped: 'neutral',
  repairing: 'warn',
  migrating: 'info',
  failed: 'danger',
  destroyed: 'neutral',
}

const diskColors: Record<string, BadgeColor> = {
  attached: 'accent',
  attaching: 'info',
  creating: 'info',
  detaching: 'info',
  detached: 'neutral',
  destroyed: 'neutral',
  faulted: 'danger',
  maintenance: 'warn',
  import_ready: 'info',
  importing_from_url: 'info',
  importing_from_bulk_writes: 'info',
  finalizing: 'info',
}

const snapshotColors: Record<string, BadgeColor> = {
  creating: 'info',
  destroyed: 'neutral',
  faulted: 'danger',
  ready: 'accent',
}

const palettes = { instance: instanceColors, disk: diskColors, snapshot: snapshotColors }

export type StateKind = keyof typeof palettes

export function StateBadge({ kind, state }: { kind: StateKind; state: string }) {
  return <Badge color={palettes[kind][state] ?? 'default'}>{state.replace(/_/g, ' ')}</Badge>
}

export const knownStates = (kind: StateKind) => Object.keys(palettes[kind])
