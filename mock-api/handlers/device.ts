/**
 * The OAuth 2.0 device authorization grant (RFC 8628) that the CLI uses to sign in, and the
 * access tokens it yields. Steps: the device asks for codes (`/device/auth`), a signed-in
 * user types the user code into the console (`/device/confirm`), and the device, which has
 * been polling `/device/token`, receives a bearer token.
 */
import { json, type MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { currentUser } from '../auth'
import { db, isUuid } from '../db'
import { invalidRequest, notFound, respond } from '../errors'
import { pageOf } from '../pagination'
import type { AccessTokenRow, DeviceAuthRow } from '../records'
import { timestamp } from '../resources'

/** How long a device has to get its user code confirmed. */
const DEVICE_AUTH_TTL_SECONDS = 300
export const DEVICE_GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code'

// no vowels, so that random codes never spell words
const USER_CODE_LETTERS = 'BCDFGHJKLMNPQRSTVWXZ'
const USER_CODE_RE = /^[A-Z]{4}-[A-Z]{4}$/

function randomBytes(n: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(n))
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

function newUserCode(): string {
  const letters = Array.from(randomBytes(8), (b) => USER_CODE_LETTERS[b % USER_CODE_LETTERS.length])
  return `${letters.slice(0, 4).join('')}-${letters.slice(4).join('')}`
}

const isExpired = (row: { time_expires?: string | null }) =>
  !!row.time_expires && Date.parse(row.time_expires) <= Date.now()

function forgetDeviceAuth(row: DeviceAuthRow) {
  db.deviceAuthRequests = db.deviceAuthRequests.filter((r) => r !== row)
}

/** Both device endpoints take HTML-form bodies, which the generated shell leaves unparsed. */
async function readForm(req: Request): Promise<URLSearchParams> {
  return new URLSearchParams(await req.text())
}

/** Token-endpoint errors follow OAuth (RFC 6749 section 5.2), not the API's error shape. */
const oauthError = (error: string, description: string) =>
  json({ error, error_description: description }, { status: 400 })

const tokenView = (t: AccessTokenRow) => ({
  id: t.id,
  time_created: t.time_created,
  time_expires: t.time_expires ?? null,
})

export const deviceHandlers: Partial<MSWHandlers> = {
  async deviceAuthRequest({ req }) {
    const form = await readForm(req)
    const clientId = form.get('client_id')
    if (!clientId || !isUuid(clientId)) throw invalidRequest('client_id must be a UUID')
    const ttlRaw = form.get('ttl_seconds')
    const ttl = ttlRaw === null || ttlRaw === '' ? null : Number(ttlRaw)
    if (ttl !== null && !(Number.isInteger(ttl) && ttl >= 1)) {
      throw invalidRequest('ttl_seconds must be a positive integer')
    }

    let userCode = newUserCode()
    while (db.deviceAuthRequests.some((r) => r.user_code === userCode)) userCode = newUserCode()
    const now = Date.now()
    const row: DeviceAuthRow = {
      device_code: hex(randomBytes(32)),
      user_code: userCode,
      client_id: clientId,
      token_ttl_seconds: ttl,
      time_created: timestamp(now),
      time_expires: timestamp(now + DEVICE_AUTH_TTL_SECONDS * 1000),
      confirmed_by: null,
    }
    db.deviceAuthRequests.push(row)

    return respond(
      json({
        device_code: row.device_code,
        user_code: row.user_code,
        verification_uri: `${new URL(req.url).origin}/device/verify`,
        expires_in: DEVICE_AUTH_TTL_SECONDS,
      }),
    )
  },

  deviceAuthConfirm({ body, ...params }) {
    const user = currentUser(params)
    const code = body.user_code.trim().toUpperCase()
    if (!USER_CODE_RE.test(code)) throw invalidRequest('user code must have the form XXXX-XXXX')
    const row = db.deviceAuthRequests.find((r) => r.user_code === code)
    if (!row) throw notFound('device authorization request', 'user code', code)
    if (isExpired(row)) {
      forgetDeviceAuth(row)
      throw invalidRequest('device authorization request has expired')
    }
    if (row.confirmed_by) throw invalidRequest('device authorization request was already confirmed')
    row.confirmed_by = user.id
    return 204
  },

  async deviceAccessToken({ req }) {
    const form = await readForm(req)
    const grantType = form.get('grant_type')
    const deviceCode = form.get('device_code')
    const clientId = form.get('client_id')
    if (!grantType || !deviceCode || !clientId) {
      return respond(oauthError('invalid_request', 'grant_type, device_code and client_id are required'))
    }
    if (grantType !== DEVICE_GRANT_TYPE) {
      return respond(oauthError('unsupported_grant_type', `grant_type must be ${DEVICE_GRANT_TYPE}`))
    }
    const row = db.deviceAuthRequests.find((r) => r.device_code === deviceCode && r.client_id === clientId)
    if (!row) return respond(oauthError('invalid_grant', 'unknown device code'))
    if (isExpired(row)) {
      forgetDeviceAuth(row)
      return respond(oauthError('expired_token', 'the device code has expired'))
    }
    if (!row.confirmed_by) {
      return respond(oauthError('authorization_pending', 'the user code has not been confirmed yet'))
    }

    // a device code buys exactly one token
    forgetDeviceAuth(row)
    const now = Date.now()
    const token: AccessTokenRow = {
      id: crypto.randomUUID(),
      token: `oxide-token-${hex(randomBytes(20))}`,
      user_id: row.confirmed_by,
      time_created: timestamp(now),
      time_expires: row.token_ttl_seconds ? timestamp(now + row.token_ttl_seconds * 1000) : null,
    }
    db.accessTokens.push(token)
    return respond(
      json({
        access_token: token.token,
        token_type: 'Bearer',
        time_expires: token.time_expires,
      }),
    )
  },

  currentUserAccessTokenList(params) {
    const user = currentUser(params)
    const mine = db.accessTokens.filter((t) => t.user_id === user.id && !isExpired(t))
    return pageOf(mine, params.query, tokenView, 'id_ascending')
  },

  currentUserAccessTokenDelete({ path, ...params }) {
    const user = currentUser(params)
    // someone else's token is reported missing rather than forbidden, to not confirm it exists
    const token = db.accessTokens.find((t) => t.id === path.tokenId && t.user_id === user.id)
    if (!token) throw notFound('device access token', 'id', path.tokenId)
    db.accessTokens = db.accessTokens.filter((t) => t !== token)
    return 204
  },
}
