// Saves of several calls (issue 15): the list a form declares is both what it sends and what
// it shows as its equivalent request. Only lazily loaded forms use this; the entry keeps
// ./apiCall alone.
import type { ApiCall, ApiCalls } from './apiCall'
import { callApi, type OpName } from './client'

/** The calls in the order they are sent; one call is the list of one. */
export const callList = (calls: ApiCalls): readonly ApiCall[] => (Array.isArray(calls) ? calls : [calls as ApiCall])

/** A call with what it does said over it, for a save of several calls. */
export const step = <K extends OpName>(note: string, call: ApiCall<K>): ApiCall<K> => ({ ...call, note })

/** The stand-ins `later` has made: a description or a password the user wrote as "<draft>" is none. */
const standIns = new Set<string>()

/**
 * Stands in for a value only an earlier call's answer gives (`later('id of the new disk')`),
 * in a call that is shown but never sent as it is. Where the API takes a name, pass the name
 * instead: then the call can be sent as shown.
 */
export function later(what: string) {
  const standIn = `<${what}>`
  standIns.add(standIn)
  return standIn
}

/** Whether a string is a stand-in made by `later`. */
const isLater = (value: unknown): value is string => typeof value === 'string' && standIns.has(value)

/** Every stand-in in a call's params, at any depth. */
export function latersIn(value: unknown): string[] {
  if (isLater(value)) return [value]
  if (!value || typeof value !== 'object') return []
  return Object.values(value).flatMap(latersIn)
}

/** Sends the calls one after another; the last one's answer. A stand-in cannot be sent. */
export async function sendCalls(calls: ApiCalls): Promise<unknown> {
  let answer: unknown
  for (const { operation, params } of callList(calls)) {
    const waiting = latersIn(params)
    if (waiting.length > 0) throw new Error(`${operation} still waits for ${waiting.join(', ')}`)
    answer = await callApi(operation, params)
  }
  return answer
}
