// A lifetime in seconds, as the API keeps it, shown and typed in the largest whole unit.

export const UNITS = [
  { value: 'days', label: 'days', seconds: 86_400 },
  { value: 'hours', label: 'hours', seconds: 3_600 },
  { value: 'minutes', label: 'minutes', seconds: 60 },
  { value: 'seconds', label: 'seconds', seconds: 1 },
] as const

export type Unit = (typeof UNITS)[number]['value']

/** The API keeps the lifetime as a uint32 of seconds. */
export const MAX_SECONDS = 4_294_967_295

export const unitSeconds = (unit: Unit) => UNITS.find((u) => u.value === unit)!.seconds

/** The largest unit the lifetime is a whole number of. */
export function splitLifetime(seconds: number): { amount: number; unit: Unit } {
  const unit = UNITS.find((u) => seconds % u.seconds === 0)!
  return { amount: seconds / unit.seconds, unit: unit.value }
}

/** "8 hours", "1 day", "No limit". */
export function describeLifetime(seconds: number | null | undefined): string {
  if (seconds == null) return 'No limit'
  const { amount, unit } = splitLifetime(seconds)
  return `${amount} ${amount === 1 ? unit.slice(0, -1) : unit}`
}
