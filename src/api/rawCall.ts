// Calls the generated client cannot make, for the few screens that need one (a software
// update's archive). Apart from the client so that the first page does not load it.
import { apiReady, failed, type Caller, type OpName } from './client'

/**
 * A call the generated client cannot make: a body it cannot send (raw bytes, a JSON document
 * the API document leaves untyped), or an answer to keep exactly as the API wrote it
 * (`asSent`: no camelCase keys, no dates). `send` makes the request once the gate opens; the
 * answer is otherwise read as every call's is, and a failure throws the same ApiError.
 */
export async function callWithRequest<T>(
  operation: OpName,
  send: () => Promise<Response>,
  { caller = 'user', asSent = false }: { caller?: Caller; asSent?: boolean } = {},
): Promise<T> {
  await apiReady()
  const [{ handleResponse }, response] = await Promise.all([import('./__generated__/http-client'), send()])
  // read a copy, so that the answer as sent is still there to keep
  const result = await handleResponse<T>(asSent ? response.clone() : response)
  if (result.type !== 'success') throw failed(operation, result, caller)
  return asSent ? (JSON.parse(await response.text()) as T) : result.data
}
