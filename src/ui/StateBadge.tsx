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
const reserved = Object.fromEntries(
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
 * its kind's longest label, drawn invisibly behind it as generated content, which is neither
 * in the page's text nor read out (the `/ ''` gives it no alternative text). That reserve is
 * set as Badge's text is (its font, size, tracking and case; 7 px = its padding and border):
 * Tailwind needs the `before:` classes written out, so a change to Badge's text goes here too.
 */
export function StateBadge({ kind, state }: { kind: StateKind; state: string }) {
  return (
    <span
      data-reserve={reserved[kind]}
      className="inline-grid justify-items-start *:col-start-1 *:row-start-1 before:invisible before:col-start-1 before:row-start-1 before:h-0 before:px-[7px] before:font-mono before:text-[11px] before:tracking-wide before:uppercase before:content-[attr(data-reserve)_/_'']"
    >
      <Badge color={palettes[kind][state] ?? 'default'}>{label(state)}</Badge>
    </span>
  )
}

export const knownStates = (kind: StateKind) => Object.keys(palettes[kind])
