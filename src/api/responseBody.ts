// The API's answers as the client hands them on: keys in camelCase and timestamps as Dates,
// exactly what the generated client's `processResponseBody` makes (its `mapObj(snakeToCamel,
// parseIfDate)`), which scripts/gen-api.mjs points here. The generated one builds two closures
// for every object, runs a regular expression on every key and tests every string against
// the timestamp pattern: 5-15 ms for a list of 1,000 instances (a disk page reads one to name
// the rows' instances), against ~1 ms to parse the JSON. This one reads each key's name once
// per page load and tests a string only where the key names a time. Its key and object helpers
// are the generated ones (this module and the generated helpers import each other, which is
// safe: neither calls the other as it loads).

import { isObjectOrArray, snakeToCamel } from './__generated__/util'

/** the generated client's timestamp pattern */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/

/** keys already seen, in camelCase; the API's keys are a few hundred, and the cap keeps free-form keys from growing it */
const camelCase = new Map<string, string>()
const KEYS_KEPT = 4096

function camelKey(key: string): string {
  let camel = camelCase.get(key)
  if (camel === undefined) {
    camel = snakeToCamel(key)
    if (camelCase.size < KEYS_KEPT) camelCase.set(key, camel)
  }
  return camel
}

/** Whether the generated client makes a Date of this key's value (when it is a timestamp). */
const namesATime = (key: string) =>
  key.startsWith('time_') || key.endsWith('_time') || key.endsWith('_expiration') || key === 'timestamp'

function valueOf(key: string, value: unknown): unknown {
  if (isObjectOrArray(value)) return processResponseBody(value)
  if (typeof value !== 'string' || !namesATime(key) || !ISO_DATE.test(value)) return value
  const date = new Date(value)
  return isNaN(date.getTime()) ? value : date
}

export function processResponseBody(o: unknown): unknown {
  if (!isObjectOrArray(o)) return o
  // an array's items are converted as a whole answer is: a string in an array stays a string
  if (Array.isArray(o)) return o.map(processResponseBody)
  const fields = o as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(fields)) out[camelKey(key)] = valueOf(key, fields[key])
  return out
}
