/**
 * Software update (operators): the target release, release repositories and the trust store.
 * Fleet viewers read, fleet admins change (a fleet viewer gets 403). For anyone else the
 * target release, a repository and the trust root list are `403`, and a trust root is `404`
 * as a missing one is, as the real authorization answers them.
 *
 * - `PUT /v1/system/update/repository?file_name=` takes the repository archive as the body
 *   (up to 4 GiB, request-checks.ts) and reads it as the control plane would (tuf.ts): a zip
 *   of a TUF repository whose root is vouched for by a trust root. The description is kept,
 *   the archive is not. The same version again with the same archive (hash) answers the
 *   recorded one with `already_exists`; with another archive it is `409 Conflict`. An
 *   accepted archive is answered one transition step after it arrived (the rack's reading).
 * - `PUT /v1/system/update/target-release` needs the version uploaded (else 404) and refuses
 *   a downgrade below the current target (400); each change is a new generation.
 * - Trust roots must be self-signed root roles (tuf.ts); deleting one does not look at the
 *   repositories it vouched for, as the API document says.
 */
import type * as Api from '../../src/api/__generated__/Api'
import type { Json, MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { atLeast, currentUser, fleetRole, requireFleetRole, type AuthParams } from '../auth'
import { db } from '../db'
import { apiError, invalidRequest, notFound } from '../errors'
import { pageOf } from '../pagination'
import type { TrustRootRow, TufRepoRow } from '../records'
import { created, timestamp } from '../resources'
import { compareVersions } from '../../src/util/semver'
import { transitionMs } from '../timing'
import { checkTrustRoot, readRepository, type RootRole } from '../tuf'

const repoNotFound = (version: string) => notFound('tuf-repo', 'id', version)

const currentTarget = () => db.targetReleases[db.targetReleases.length - 1]

function lookupTrustRoot(params: AuthParams, id: string, role: 'viewer' | 'admin' = 'viewer'): TrustRootRow {
  const user = currentUser(params)
  const row = db.trustRoots.find((r) => r.id === id)
  if (!row || !atLeast(fleetRole(user), 'viewer')) throw notFound('tuf-trust-root', 'id', id)
  requireFleetRole(user, role)
  return row
}

/** The recorded repository for the uploaded one: new, the same again, or a conflict. */
function record(uploaded: TufRepoRow): Json<Api.TufRepoInsertResponse> {
  const { system_version: version, hash } = uploaded.repo
  const existing = db.tufRepos.find((r) => r.repo.system_version === version)
  if (!existing) {
    db.tufRepos.push(uploaded)
    return { recorded: uploaded, status: 'inserted' }
  }
  if (existing.repo.hash !== hash) {
    throw apiError(
      409,
      'Conflict',
      `Uploaded repository with system version ${version} has SHA256 hash ${hash}, but existing repository has SHA256 hash ${existing.repo.hash}.`,
    )
  }
  return { recorded: existing, status: 'already_exists' }
}

export const updateHandlers: Partial<MSWHandlers> = {
  targetReleaseView(params) {
    requireFleetRole(currentUser(params), 'viewer')
    return currentTarget()
  },

  targetReleaseUpdate({ body, ...params }) {
    requireFleetRole(currentUser(params), 'admin')
    const version = body.system_version
    const current = currentTarget()
    if (
      current.release_source.type === 'system_version' &&
      compareVersions(version, current.release_source.version) < 0
    ) {
      throw invalidRequest(
        `Requested target release (${version}) must not be older than current target release (${current.release_source.version}).`,
      )
    }
    if (!db.tufRepos.some((r) => r.repo.system_version === version)) throw repoNotFound(version)
    const next = {
      generation: current.generation + 1,
      release_source: { type: 'system_version' as const, version },
      time_requested: timestamp(),
    }
    db.targetReleases.push(next)
    return created(next)
  },

  async systemUpdatePutRepository({ query, ...params }) {
    requireFleetRole(currentUser(params), 'admin')
    const archive = new Uint8Array(await params.req.arrayBuffer())
    const trustStore = db.trustRoots.map((r) => r.root_role as RootRole)
    const description = await readRepository(archive, query.fileName, trustStore)
    // the rack unpacks and verifies every artifact before it answers, which takes a while
    // after the last byte arrives: one transition step here (see timing.ts)
    await new Promise((resolve) => setTimeout(resolve, transitionMs()))
    return record(description)
  },

  systemUpdateGetRepository({ path, ...params }) {
    requireFleetRole(currentUser(params), 'viewer')
    const found = db.tufRepos.find((r) => r.repo.system_version === path.systemVersion)
    if (!found) throw repoNotFound(path.systemVersion)
    return { description: found }
  },

  systemUpdateTrustRootList({ query, ...params }) {
    requireFleetRole(currentUser(params), 'viewer')
    // the API pages trust roots by id
    return pageOf(db.trustRoots, { ...query, sortBy: 'id_ascending' }, (row) => row)
  },

  async systemUpdateTrustRootCreate(params) {
    requireFleetRole(currentUser(params), 'admin')
    const rootRole = checkTrustRoot(await params.req.json())
    const row: TrustRootRow = { id: crypto.randomUUID(), root_role: rootRole, time_created: timestamp() }
    db.trustRoots.push(row)
    return created(row)
  },

  systemUpdateTrustRootView({ path, ...params }) {
    return lookupTrustRoot(params, path.trustRootId)
  },

  systemUpdateTrustRootDelete({ path, ...params }) {
    const row = lookupTrustRoot(params, path.trustRootId, 'admin')
    db.trustRoots = db.trustRoots.filter((r) => r !== row)
    return 204
  },
}
