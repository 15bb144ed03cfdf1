// A bundle's index and contents are not JSON, and the generated client only reads JSON, so
// these few calls use fetch directly: HEAD for a size, GET streamed chunk by chunk so a large
// download can show how far it has come, and the API's error answer turned into the same
// ApiError every other call throws.
import { apiReady } from '~/api/client'
import { ApiError, userMessage } from '~/api/errors'

const BUNDLES = '/experimental/v1/system/support-bundles'

/** The whole bundle (a zip archive) or, given a path from its index, one file of it. */
export const contentsUrl = (bundleId: string, file?: string) =>
  `${BUNDLES}/${encodeURIComponent(bundleId)}/download${file === undefined ? '' : `/${encodeURIComponent(file)}`}`

const indexUrl = (bundleId: string) => `${BUNDLES}/${encodeURIComponent(bundleId)}/index`

/** The API's error for a failed answer; HEAD answers have no body, so only their status speaks. */
async function errorOf(response: Response, operation: string): Promise<ApiError> {
  let body: { error_code?: string; message?: string; request_id?: string } | undefined
  try {
    body = (await response.json()) as typeof body
  } catch {
    body = undefined
  }
  const message = body?.message
    ? userMessage({ errorCode: body.error_code, message: body.message }, operation)
    : `The API answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`
  return new ApiError({
    message,
    errorCode: body?.error_code,
    requestId: body?.request_id,
    statusCode: response.status,
    operation,
    url: response.url,
  })
}

async function send(url: string, method: 'GET' | 'HEAD', operation: string, signal?: AbortSignal) {
  await apiReady()
  const response = await fetch(url, { method, credentials: 'same-origin', signal })
  if (!response.ok) throw await errorOf(response, operation)
  return response
}

/** The paths the bundle holds, as its index lists them (one per line). */
export async function fetchIndex(bundleId: string): Promise<string[]> {
  const text = await (await send(indexUrl(bundleId), 'GET', 'supportBundleIndex')).text()
  return text.split('\n').filter((line) => line.trim() !== '')
}

/** The size in bytes the API gives for the contents, or null when it does not say. */
export async function headSize(url: string, signal?: AbortSignal): Promise<number | null> {
  const response = await send(url, 'HEAD', 'supportBundleHead', signal)
  const length = response.headers.get('content-length')
  return length === null || !/^\d+$/.test(length) ? null : Number(length)
}

export type Progress = { received: number; total: number | null }

/**
 * Reads a body to the end, reporting the bytes read so far after every chunk. `total` is
 * what the caller learnt first (HEAD): the GET's own length is the fallback.
 */
export async function readWithProgress(
  response: Response,
  total: number | null,
  onProgress: (p: Progress) => void,
): Promise<Blob> {
  const type = response.headers.get('content-type') ?? 'application/octet-stream'
  const length = response.headers.get('content-length')
  const expected = total ?? (length !== null && /^\d+$/.test(length) ? Number(length) : null)
  const chunks: Uint8Array<ArrayBuffer>[] = []
  let received = 0
  onProgress({ received, total: expected })
  if (!response.body) {
    const blob = await response.blob()
    onProgress({ received: blob.size, total: expected })
    return blob
  }
  const reader = response.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    received += value.length
    onProgress({ received, total: expected })
  }
  if (expected !== null && received !== expected) {
    throw new Error(`The download ended early: ${received} of ${expected} bytes arrived`)
  }
  return new Blob(chunks, { type })
}

/** HEAD for the size, then the streamed GET. */
export async function download(url: string, onProgress: (p: Progress) => void, signal?: AbortSignal): Promise<Blob> {
  // a refused HEAD has no message to show: the GET below meets the same refusal and has one
  const total = await headSize(url, signal).catch(() => null)
  const response = await send(url, 'GET', 'supportBundleDownload', signal)
  return readWithProgress(response, total, onProgress)
}
