/**
 * Support bundles (operators): fleet viewers read them, fleet admins create, comment on and
 * delete them. As in the real control plane:
 *
 * - a new bundle is `collecting` (for COLLECTING_STEPS transition steps, see timing.ts), then
 *   `active`; its `reason_for_creation` is the API's own ("Created by external API"), the
 *   operator's words go in `user_comment` (at most 4096 bytes);
 * - only an `active` bundle's index and files can be read ("Cannot download bundle in
 *   non-active state", 400, also for HEAD);
 * - delete, in any state, makes the bundle `destroying` for one step; then it is gone;
 * - someone who is not a fleet viewer gets 403 on the list and create, and 404 for a bundle,
 *   exactly as for a missing one.
 *
 * The contents (support-bundle-files.ts) are a zip archive of a few files; the index lists
 * their paths, one per line, and each file can be read on its own. HEAD answers the headers
 * of the same GET (content-length, content-type) without a body.
 */
import type * as Api from '../../src/api/__generated__/Api'
import type { Json, MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { atLeast, currentUser, fleetRole, requireFleetRole, type AuthParams } from '../auth'
import { db } from '../db'
import { apiError, invalidRequest, notFound, respond } from '../errors'
import { pageOf } from '../pagination'
import type { SupportBundleRow } from '../records'
import { created, timestamp } from '../resources'
import { bundleContents } from '../support-bundle-files'
import { transitionMs } from '../timing'

/** Collecting takes a few steps, so the console's progress is seen even with fast timing. */
export const COLLECTING_STEPS = 3
const MAX_COMMENT_BYTES = 4096

/** Moves every bundle on to where the clock says it is by now; destroyed ones go. */
function settleBundles(now = Date.now()): void {
  for (const row of db.supportBundles) {
    if (row.pending && row.pending.at <= now && row.pending.to) {
      row.state = row.pending.to
      row.pending = null
    }
  }
  db.supportBundles = db.supportBundles.filter((row) => !(row.pending && row.pending.at <= now && !row.pending.to))
}

const bundleView = ({ pending: _pending, ...row }: SupportBundleRow): Json<Api.SupportBundleInfo> => row

function lookupBundle(params: AuthParams, id: string, role: 'viewer' | 'admin' = 'viewer'): SupportBundleRow {
  const user = currentUser(params)
  settleBundles()
  const row = db.supportBundles.find((b) => b.id === id)
  if (!row || !atLeast(fleetRole(user), 'viewer')) throw notFound('support-bundle', 'id', id)
  requireFleetRole(user, role)
  return row
}

function checkComment(comment: string | null | undefined): void {
  if (comment && new TextEncoder().encode(comment).length > MAX_COMMENT_BYTES) {
    throw invalidRequest(`User comment cannot exceed ${MAX_COMMENT_BYTES} bytes`)
  }
}

/** The bundle's contents, or the real API's refusal for a bundle not (or no longer) ready. */
function readableContents(params: AuthParams, id: string) {
  const row = lookupBundle(params, id)
  if (row.state !== 'active') throw invalidRequest('Cannot download bundle in non-active state')
  return bundleContents(row.id)
}

const contentType = (path: string) =>
  path.endsWith('.json')
    ? 'application/json'
    : /\.(txt|log)$/.test(path)
      ? 'text/plain; charset=utf-8'
      : 'application/octet-stream'

/** The bytes as a download; a HEAD request gets the same headers and no body. */
function bytesResponse(req: Request, bytes: Uint8Array<ArrayBuffer>, type: string): never {
  const headers = { 'content-type': type, 'content-length': String(bytes.length) }
  respond(new Response(req.method === 'HEAD' ? null : bytes, { status: 200, headers }))
}

function fileOf(params: AuthParams, bundleId: string, file: string): never {
  const entry = readableContents(params, bundleId).files.find((f) => f.path === file)
  if (!entry) respond(apiError(404, 'NotFound', `file not found in support bundle: ${file}`))
  bytesResponse(params.req, entry.bytes, contentType(entry.path))
}

export const supportBundleHandlers: Partial<MSWHandlers> = {
  supportBundleList({ query, ...params }) {
    requireFleetRole(currentUser(params), 'viewer')
    settleBundles()
    // the API orders bundles by creation time then id; sorting on that pair as a "name"
    // lets the shared paginator keep its page tokens
    const descending = query.sortBy === 'time_and_id_descending'
    const keyed = db.supportBundles.map((row) => ({ id: row.id, name: `${row.time_created}|${row.id}`, row }))
    const sortBy = descending ? 'name_descending' : 'name_ascending'
    return pageOf(keyed, { ...query, sortBy }, (k) => bundleView(k.row))
  },

  supportBundleCreate({ body, ...params }) {
    requireFleetRole(currentUser(params), 'admin')
    checkComment(body.user_comment)
    const now = Date.now()
    const row: SupportBundleRow = {
      id: crypto.randomUUID(),
      reason_for_creation: 'Created by external API',
      reason_for_failure: null,
      state: 'collecting',
      time_created: timestamp(now),
      user_comment: body.user_comment ?? null,
      pending: { to: 'active', at: now + COLLECTING_STEPS * transitionMs() },
    }
    db.supportBundles.push(row)
    return created(bundleView(row))
  },

  supportBundleView({ path, ...params }) {
    return bundleView(lookupBundle(params, path.bundleId))
  },

  supportBundleUpdate({ path, body, ...params }) {
    const row = lookupBundle(params, path.bundleId, 'admin')
    checkComment(body.user_comment)
    row.user_comment = body.user_comment ?? null
    return bundleView(row)
  },

  supportBundleDelete({ path, ...params }) {
    const row = lookupBundle(params, path.bundleId, 'admin')
    if (row.state !== 'destroying') {
      row.state = 'destroying'
      row.pending = { to: null, at: Date.now() + transitionMs() }
    }
    return 204
  },

  supportBundleIndex({ path, ...params }) {
    const { files } = readableContents(params, path.bundleId)
    const index = files.map((f) => f.path).join('\n') + '\n'
    return bytesResponse(params.req, new TextEncoder().encode(index), 'text/plain; charset=utf-8')
  },

  supportBundleDownload({ path, ...params }) {
    return bytesResponse(params.req, readableContents(params, path.bundleId).archive, 'application/zip')
  },

  supportBundleHead({ path, ...params }) {
    return bytesResponse(params.req, readableContents(params, path.bundleId).archive, 'application/zip')
  },

  supportBundleDownloadFile({ path, ...params }) {
    return fileOf(params, path.bundleId, path.file)
  },

  supportBundleHeadFile({ path, ...params }) {
    return fileOf(params, path.bundleId, path.file)
  },
}
