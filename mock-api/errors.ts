/**
 * Error responses shaped like the real API's: every error body is
 * `{ request_id, error_code, message }`. Handlers throw these (the generated shell turns a
 * thrown Response into the answer), so a lookup deep inside a helper can end the request.
 */
import { json } from '../src/api/__generated__/msw-handlers'

type ErrorBody = { request_id: string; error_code: string; message: string }

export const requestId = () => crypto.randomUUID()

export function apiError(status: number, errorCode: string, message: string): Response {
  const body: ErrorBody = { request_id: requestId(), error_code: errorCode, message }
  return json(body, { status })
}

/** The real API says what it looked for: `not found: project with name "x"`. */
export function notFound(kind: string, by: string, value: string): Response {
  return apiError(404, 'ObjectNotFound', `not found: ${kind} with ${by} "${value}"`)
}

export const alreadyExists = (kind: string, name: string) =>
  apiError(400, 'ObjectAlreadyExists', `already exists: ${kind} "${name}"`)

export const invalidRequest = (message: string) => apiError(400, 'InvalidRequest', message)

/** A value the API can parse but will not take, as it words it: `unsupported value for "rules": ...`. */
export const invalidValue = (label: string, message: string) =>
  apiError(400, 'InvalidValue', `unsupported value for "${label}": ${message}`)

export const forbidden = () => apiError(403, 'Forbidden', 'Forbidden')

export const unauthorized = () => apiError(401, 'Unauthorized', 'credentials missing or invalid')

export const notImplemented = (operationId: string) =>
  apiError(501, 'NotImplemented', `The mock API does not implement ${operationId} yet`)

export const internalError = (message = 'Internal Server Error') => apiError(500, 'Internal', message)

export const serviceUnavailable = () => apiError(503, 'ServiceNotAvailable', 'Service Unavailable')

/**
 * Ends the request with a hand-built response. The generated handler types only allow a
 * status code for operations whose responses the API document leaves untyped (login,
 * logout, the device flow), yet those must send headers or bodies; the shell accepts a
 * thrown Response for any operation, so throwing keeps the handlers type-checked.
 */
export function respond(response: Response): never {
  throw response
}
