/**
 * The audit log writes itself: every mutating call (POST, PUT, DELETE) the mock answers is
 * appended to `db.auditLog` with who made it, how they signed in, where from, and how it
 * ended. `makeMockHandlers` wraps every operation in `withAuditLog` once, so no handler has
 * to remember to do it.
 *
 * As with the real API, a call refused because nobody is signed in is not logged (the
 * log's entry is opened only once the caller is known), except the sign-in calls, whose
 * attempts are logged as unauthenticated. Calls the request checks refuse before the
 * operation runs (bad JSON, an invalid body) are not logged either.
 */
import { callerOf, type AuthParams } from './auth'
import { db } from './db'
import type { AuditLogRow } from './records'

const MUTATING = new Set(['POST', 'PUT', 'DELETE'])
const SIGN_IN = new Set(['login_local', 'login_saml'])

type Outcome = { status: number; requestId?: string; errorCode?: string | null; message?: string }

function errorBodyFields(body: unknown): Omit<Outcome, 'status'> {
  if (!body || typeof body !== 'object') return {}
  const b = body as Record<string, unknown>
  return {
    requestId: typeof b.request_id === 'string' ? b.request_id : undefined,
    errorCode: typeof b.error_code === 'string' ? b.error_code : null,
    message: typeof b.message === 'string' ? b.message : undefined,
  }
}

/** How a call ended, read from what the handler returned or threw (as the generated shell reads it). */
async function outcomeOf(value: unknown, thrown = false): Promise<Outcome> {
  if (typeof value === 'number') return { status: value }
  if (typeof value === 'string') return { status: 400, message: value }
  if (value instanceof Response) {
    if (value.status < 400) return { status: value.status }
    const body: unknown = await value
      .clone()
      .json()
      .catch(() => null)
    return { status: value.status, ...errorBodyFields(body) }
  }
  // a plain object is answered as JSON with 200; anything else thrown breaks the request
  return { status: thrown ? 500 : 200 }
}

function resultOf(outcome: Outcome): AuditLogRow['result'] {
  if (outcome.status < 400) return { kind: 'success', http_status_code: outcome.status }
  return {
    kind: 'error',
    http_status_code: outcome.status,
    error_code: outcome.errorCode ?? null,
    error_message: outcome.message ?? `status ${outcome.status}`,
  }
}

/** The address the call came from, as the API sees it. */
export function clientAddressOf(req: Request): string {
  // the Node server passes the client's address on in X-Forwarded-For; in the browser there is none
  const forwarded = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || '127.0.0.1'
}

function record(
  operationId: string,
  params: AuthParams,
  started: number,
  caller: ReturnType<typeof callerOf>,
  outcome: Outcome,
) {
  if (!caller.user && outcome.status === 401 && !SIGN_IN.has(operationId)) return
  const url = new URL(params.req.url)
  const actor: AuditLogRow['actor'] = caller.user
    ? { kind: 'silo_user', silo_id: caller.user.silo_id, silo_user_id: caller.user.id }
    : { kind: 'unauthenticated' }
  db.auditLog.push({
    id: crypto.randomUUID(),
    actor,
    operation_id: operationId,
    request_id: outcome.requestId ?? crypto.randomUUID(),
    request_uri: `${url.pathname}${url.search}`.slice(0, 512),
    result: resultOf(outcome),
    source_ip: clientAddressOf(params.req),
    user_agent: params.req.headers.get('user-agent')?.slice(0, 256) ?? null,
    auth_method: caller.authMethod,
    time_started: new Date(started).toISOString(),
    time_completed: new Date().toISOString(),
  })
}

/** Runs one operation and appends its audit log entry if it changes anything. */
export function withAuditLog<P extends AuthParams, R>(
  operationId: string,
  handler: (params: P) => Promise<R>,
): (params: P) => Promise<R> {
  return async (params: P): Promise<R> => {
    if (!MUTATING.has(params.req.method)) return handler(params)
    const started = Date.now()
    // asked before the call: signing in or out changes who the caller is
    const caller = callerOf(params)
    let result: R
    try {
      result = await handler(params)
    } catch (thrown) {
      record(operationId, params, started, caller, await outcomeOf(thrown, true))
      throw thrown
    }
    record(operationId, params, started, caller, await outcomeOf(result))
    return result
  }
}
