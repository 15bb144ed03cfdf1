/**
 * The time range and refresh interval of a page of charts (an instance's metrics, the silo's
 * utilization): how they are written in the URL (so a view can be shared or reloaded), how
 * a custom range is validated, and which alignment window suits a range. Pure functions;
 * "now" is always passed in.
 */

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export const PRESETS = [
  { id: '1h', label: 'Last hour', ms: HOUR },
  { id: '6h', label: 'Last 6 hours', ms: 6 * HOUR },
  { id: '24h', label: 'Last 24 hours', ms: DAY },
  { id: '7d', label: 'Last 7 days', ms: 7 * DAY },
] as const
type PresetId = (typeof PRESETS)[number]['id']
const DEFAULT_PRESET: PresetId = '1h'

/** What the URL says: a preset relative to "now", or fixed instants. */
export type RangeSpec = { kind: 'preset'; preset: PresetId } | { kind: 'custom'; startMs: number; endMs: number }
export type TimeRange = { startMs: number; endMs: number }

const isPreset = (s: string | null): s is PresetId => PRESETS.some((p) => p.id === s)

/** Accepts only full ISO-8601 instants with a zone, the form the console itself writes. */
function parseInstant(s: string | null): number | undefined {
  if (!s || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(s)) return undefined
  const ms = Date.parse(s)
  return Number.isNaN(ms) ? undefined : ms
}

/**
 * `?range=24h`, or `?start=<ISO>&end=<ISO>` for a custom range. A link with an unreadable or
 * backwards range falls back to the default preset rather than an error page: the picker
 * then shows what is actually charted. A well-formed custom range is charted as written,
 * even in the future (a link made on a machine whose clock is ahead): the charts then say
 * there is no data, which is the truth.
 */
export function rangeFromSearch(params: URLSearchParams): RangeSpec {
  const startMs = parseInstant(params.get('start'))
  const endMs = parseInstant(params.get('end'))
  if (startMs !== undefined && endMs !== undefined && endMs > startMs) return { kind: 'custom', startMs, endMs }
  const preset = params.get('range')
  return { kind: 'preset', preset: isPreset(preset) ? preset : DEFAULT_PRESET }
}

/** A copy of `params` with the range written in, other parameters (refresh) kept. */
export function withRange(params: URLSearchParams, spec: RangeSpec): URLSearchParams {
  const next = new URLSearchParams(params)
  next.delete('range')
  next.delete('start')
  next.delete('end')
  if (spec.kind === 'custom') {
    next.set('start', isoSeconds(spec.startMs))
    next.set('end', isoSeconds(spec.endMs))
  } else if (spec.preset !== DEFAULT_PRESET) {
    next.set('range', spec.preset)
  }
  return next
}

/** A stable identity for a spec, to notice when the user picked another range. */
export const rangeKey = (spec: RangeSpec) => (spec.kind === 'preset' ? spec.preset : `${spec.startMs}-${spec.endMs}`)

/** ISO UTC without milliseconds when there are none: easier to read in a URL or a query. */
export const isoSeconds = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z')

/**
 * The instants a spec covers. A preset ends on a whole second, so the query (and its cache
 * key) is the same for every chart drawn from the same "now": the second after `nowMs`, as
 * the API's end is exclusive, so what happened this very second is in the range (cut down
 * instead, a project made a moment before the audit log opened was left out of it).
 */
export function resolveRange(spec: RangeSpec, nowMs: number): TimeRange {
  if (spec.kind === 'custom') return { startMs: spec.startMs, endMs: spec.endMs }
  const endMs = Math.floor(nowMs / 1000) * 1000 + 1000
  return { startMs: endMs - PRESETS.find((p) => p.id === spec.preset)!.ms, endMs }
}

/**
 * Alignment windows, in seconds, that read well on an axis. 10 s is the floor because
 * samples are taken about every 10 s: a shorter window would only add gaps.
 */
const WINDOWS_SEC = [10, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 10800, 21600, 43200, 86400, 604800]
/** More points than this per chart add nothing a few hundred pixels can show. */
const MAX_POINTS = 300

/**
 * The shortest window that keeps a range at or under MAX_POINTS points: the presets get
 * 120 (1 h at 30 s), 180 (6 h at 2 min), 288 (24 h at 5 min) and 168 (7 d at 1 h). Ranges
 * under 10 minutes get fewer than 60 points, since no window is shorter than 10 s.
 */
export function chooseWindowSec(rangeMs: number): number {
  const fit = WINDOWS_SEC.find((w) => rangeMs / (w * 1000) <= MAX_POINTS)
  return fit ?? WINDOWS_SEC[WINDOWS_SEC.length - 1]
}

/** OxQL's duration literal: 30s, 5m, 1h, 1d. */
export function oxqlDuration(sec: number): string {
  if (sec % 86400 === 0) return `${sec / 86400}d`
  if (sec % 3600 === 0) return `${sec / 3600}h`
  if (sec % 60 === 0) return `${sec / 60}m`
  return `${sec}s`
}

/** For people: "30 s", "5 min", "1 h", "1 day", "7 days". */
export function describeWindow(sec: number): string {
  if (sec % 86400 === 0) return sec === 86400 ? '1 day' : `${sec / 86400} days`
  if (sec % 3600 === 0) return `${sec / 3600} h`
  if (sec % 60 === 0) return `${sec / 60} min`
  return `${sec} s`
}

export const REFRESH_OPTIONS = [
  { id: 'off', label: 'Off', ms: null },
  { id: '10s', label: '10 s', ms: 10_000 },
  { id: '30s', label: '30 s', ms: 30_000 },
  { id: '1m', label: '1 min', ms: 60_000 },
] as const
export type RefreshId = (typeof REFRESH_OPTIONS)[number]['id']

export function refreshFromSearch(params: URLSearchParams): (typeof REFRESH_OPTIONS)[number] {
  return REFRESH_OPTIONS.find((o) => o.id === params.get('refresh')) ?? REFRESH_OPTIONS[0]
}

export function withRefresh(params: URLSearchParams, id: RefreshId): URLSearchParams {
  const next = new URLSearchParams(params)
  if (id === 'off') next.delete('refresh')
  else next.set('refresh', id)
  return next
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The value a datetime-local input shows for an instant: the user's local time, to the minute. */
export function toLocalInput(ms: number): string {
  const d = new Date(ms)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** The instant a datetime-local value means in the user's time zone. */
export function fromLocalInput(value: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value)
  if (!m) return undefined
  const [, y, mo, d, h, mi, s] = m.map(Number)
  const date = new Date(y, mo - 1, d, h, mi, s || 0)
  // the Date constructor rolls 31 February over into March; a real input never sends it
  return date.getMonth() === mo - 1 ? date.getTime() : undefined
}

export type CustomRangeResult =
  { ok: true; startMs: number; endMs: number } | { ok: false; errors: { start?: string; end?: string } }

/** Checks the custom range form: both set, end after start, nothing after now. */
export function validateCustomRange(start: string, end: string, nowMs: number): CustomRangeResult {
  const startMs = fromLocalInput(start)
  const endMs = fromLocalInput(end)
  const errors: { start?: string; end?: string } = {}
  if (startMs === undefined) errors.start = start ? 'Enter a valid start date and time' : 'Enter a start date and time'
  else if (startMs > nowMs) errors.start = "Start can't be in the future"
  if (endMs === undefined) errors.end = end ? 'Enter a valid end date and time' : 'Enter an end date and time'
  else if (startMs !== undefined && endMs <= startMs) errors.end = 'End must be after start'
  else if (endMs > nowMs) errors.end = "End can't be in the future"
  if (errors.start || errors.end || startMs === undefined || endMs === undefined) return { ok: false, errors }
  return { ok: true, startMs, endMs }
}
