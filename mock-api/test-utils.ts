/**
 * Helpers for the mock API's own tests: send a request through the same MSW handlers the
 * browser and the Node server use, as a given seed user, and check responses against the
 * API document's schemas (the generated zod validators).
 */
import { getResponse, type HttpHandler } from 'msw'
import { expect } from 'vitest'
import type { ZodType } from 'zod/v4'
import { SESSION_COOKIE } from './auth'
import { db } from './db'
import { dennisRitchieId } from './fixtures/users'
import { makeMockHandlers } from './handlers'
import { sessionUserId, startSession } from './sessions'

const BASE_URL = 'http://127.0.0.1'

const handlers = makeMockHandlers({ delay: false, chaosPercent: () => 0 })

const sessions = new Map<string, string>()

/**
 * A `session=<token>` cookie of a live session of the user, as signing in would give (one per
 * user, started again when the test clock has moved past its expiry). Tests only: the API
 * hands out sessions through sign-in alone.
 */
export function sessionCookie(userId: string): string {
  let token = sessions.get(userId)
  if (!token || sessionUserId(token) !== userId) {
    token = startSession(userId)
    sessions.set(userId, token)
  }
  return `${SESSION_COOKIE}=${token}`
}

export type CallOptions = {
  /** id of the seed user to act as; omitted means signed out */
  as?: string
  /** JSON body (serialised here) */
  body?: unknown
  /** HTML-form body, for the device flow and SAML endpoints */
  form?: Record<string, string>
  /** raw body (text or bytes), sent as is */
  raw?: string | Uint8Array<ArrayBuffer>
  headers?: Record<string, string>
  /** handlers made with other options (chaos, faults, delay); the default has none of them */
  handlers?: HttpHandler[]
}

export type CallResult = {
  status: number
  headers: Headers
  /** parsed JSON, or null for an empty body */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any
}

export async function call(method: string, path: string, opts: CallOptions = {}): Promise<CallResult> {
  const headers = new Headers(opts.headers)
  if (opts.as) headers.append('cookie', sessionCookie(opts.as))
  let body: string | Uint8Array<ArrayBuffer> | undefined
  if (opts.body !== undefined) {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(opts.body)
  } else if (opts.form) {
    headers.set('content-type', 'application/x-www-form-urlencoded')
    body = new URLSearchParams(opts.form).toString()
  } else if (opts.raw !== undefined) {
    body = opts.raw
  }
  const request = new Request(new URL(path, BASE_URL), { method, headers, body })
  const response = await getResponse(opts.handlers ?? handlers, request, { baseUrl: BASE_URL })
  if (!response) return { status: 0, headers: new Headers(), body: null }
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null }
}

export const get = (path: string, opts?: CallOptions) => call('GET', path, opts)
export const post = (path: string, opts?: CallOptions) => call('POST', path, opts)
export const put = (path: string, opts?: CallOptions) => call('PUT', path, opts)
export const del = (path: string, opts?: CallOptions) => call('DELETE', path, opts)

/** Gives a seed user a fleet role (the seed's only fleet role holder is the fleet admin); calls as that user. */
export function grantFleetRole(userId: string, role: 'admin' | 'collaborator' | 'viewer') {
  db.systemPolicy.role_assignments.push({ identity_id: userId, identity_type: 'silo_user', role_name: role })
  return { as: userId }
}

/** dennis-ritchie, made a fleet viewer: reads everything, changes nothing. */
export const fleetViewer = () => grantFleetRole(dennisRitchieId, 'viewer')

/** Asserts that a raw JSON response body satisfies a schema of the API document. */
export function expectSchema(schema: ZodType, body: unknown) {
  const result = schema.safeParse(body)
  expect(result.success, result.success ? '' : JSON.stringify(result.error.issues, null, 2)).toBe(true)
}

/**
 * Asserts a successful answer: its status, that its body satisfies a schema of the API
 * document, and optionally some of its fields.
 */
export function expectOk(res: CallResult, status: number, schema: ZodType, fields?: object) {
  expect(res.status, JSON.stringify(res.body)).toBe(status)
  expectSchema(schema, res.body)
  if (fields) expect(res.body).toMatchObject(fields)
}

/** Asserts the real API's error shape, and optionally its status and code. */
export function expectError(res: CallResult, status: number, errorCode?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status)
  expect(res.body).toMatchObject({ request_id: expect.any(String), message: expect.any(String) })
  if (errorCode) expect(res.body.error_code).toBe(errorCode)
}
