/**
 * The silo a system operation names (`/v1/system/...?silo=` or `/system/silos/{silo}`), with
 * the real API's access rule: a fleet role counts on every silo; a silo role counts on the
 * caller's own silo only. Another silo the caller cannot read answers 404 as a missing one
 * does (its existence does not leak); a silo they can read but not change answers 403.
 */
import { atLeast, fleetRole, siloRole } from './auth'
import { isUuid, lookupSilo } from './db'
import { forbidden, invalidRequest, notFound } from './errors'
import type { RoleName, SiloRow, UserRow } from './records'

/**
 * `viaSilo`: whether a role on the caller's own silo is enough (the real API lets a silo
 * admin manage their silo's users and identity providers, but only operators set quotas).
 */
export function siloInScope(
  user: UserRow,
  siloNameOrId: string | undefined,
  needed: RoleName,
  viaSilo = true,
): SiloRow {
  if (!siloNameOrId) throw invalidRequest('query parameter "silo" is required')
  const silo = lookupSilo(siloNameOrId)
  const fleet = fleetRole(user)
  if (atLeast(fleet, needed)) return silo
  // every member may look their own silo up; another silo is hidden below fleet viewer
  if (!atLeast(fleet, 'viewer') && silo.id !== user.silo_id) {
    throw notFound('silo', isUuid(siloNameOrId) ? 'id' : 'name', siloNameOrId)
  }
  if (viaSilo && silo.id === user.silo_id && atLeast(siloRole(user), needed)) return silo
  throw forbidden()
}
