/**
 * What the API's resources have in common (id, name, description, creation and modification
 * times), and what handlers do with it the same way everywhere: make a new resource, apply
 * an update's name and description, refuse a name already taken, answer 201 or 202.
 */
import type { JsonBodyType } from 'msw'
import { json } from '../src/api/__generated__/msw-handlers'
import { alreadyExists } from './errors'

/** A time as the API writes it; rows keep times in this form. */
export const timestamp = (ms = Date.now()) => new Date(ms).toISOString()

export type Identity = { id: string; name: string; description: string; time_created: string; time_modified: string }

/** The identity of a row made (and last changed) at `time`, whose id is already known. */
export const identityOf = (id: string, name: string, description: string, time: string): Identity => ({
  id,
  name,
  description,
  time_created: time,
  time_modified: time,
})

/** A new resource's id, name and description (from the create body), created `now`. */
export const newIdentity = ({ name, description }: { name: string; description: string }, now = Date.now()) =>
  identityOf(crypto.randomUUID(), name, description, timestamp(now))

/** Marks a row as changed. */
export function touch(row: { time_modified: string }, now = Date.now()): void {
  row.time_modified = timestamp(now)
}

/**
 * Refuses a name that one of `siblings` (the rows it must be unique among) already has, as
 * the real API does: `already exists: vpc "x"`. `except` is the row being renamed.
 */
export function assertNameFree<T extends { name: string }>(
  siblings: readonly T[],
  kind: string,
  name: string,
  except?: T,
) {
  if (siblings.some((s) => s !== except && s.name === name)) throw alreadyExists(kind, name)
}

export type IdentityUpdate = { name?: string | null; description?: string | null }

/**
 * An update body's name and description applied to `row`: a new name must be free among
 * `siblings`, a missing description leaves the old one. The row is marked changed.
 */
export function applyIdentityUpdate<T extends Identity>(
  row: T,
  body: IdentityUpdate,
  siblings: readonly T[],
  kind: string,
): T {
  if (body.name && body.name !== row.name) {
    assertNameFree(siblings, kind, body.name, row)
    row.name = body.name
  }
  if (body.description != null) row.description = body.description
  touch(row)
  return row
}

/** The answer to a create. */
export const created = <T extends JsonBodyType>(body: T) => json<T>(body, { status: 201 })

/** The answer to an action the control plane carries out over time (start, attach...). */
export const accepted = <T extends JsonBodyType>(body: T) => json<T>(body, { status: 202 })
