import { dateZone } from '~/preferences/dateZone'

// The platform's Intl formatter (no date library in the first chunk), one per zone and
// precision, made when first asked for: a table formats hundreds of dates.
const formatters = new Map<string, Intl.DateTimeFormat>()

/**
 * A date for reading, in the time zone the user chose (src/preferences/dateZone.ts): "Aug 1,
 * 2025, 14:00", or "Aug 1, 2025, 14:00 UTC". A component showing one subscribes with
 * `dateZone.use()` (or is a `<Timestamp>`), so that it follows a change of the preference.
 * `withSeconds` where entries seconds apart must read differently (audit log, BGP messages).
 */
export function formatDateTime(d: Date, { zone = dateZone.get(), withSeconds = false } = {}) {
  const key = zone + withSeconds
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: withSeconds ? '2-digit' : undefined,
      hourCycle: 'h23',
      timeZone: zone === 'utc' ? 'UTC' : undefined,
    })
    formatters.set(key, format)
  }
  return format.format(d) + (zone === 'utc' ? ' UTC' : '')
}
