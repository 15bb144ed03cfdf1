// Uploading a release repository: one PUT whose body is the archive. XMLHttpRequest, because
// fetch reports nothing while a request body is being sent, and the bar must follow the bytes.
import type { TufRepoInsertResponse } from '~/api/__generated__/Api'
import { callWithRequest } from '~/api/rawCall'

/** Bytes sent of the file; `sent` is null until the browser reports any (see ProgressBar). */
export type SendProgress = { sent: number | null; total: number }

/** Statuses whose answers have no body (a Response refuses one). */
const NO_BODY = new Set([101, 204, 205, 304])

/**
 * Sends the archive; `onProgress` hears the bytes sent so far. The promise settles with the
 * API's answer once the rack has read the repository (which takes a while after the last
 * byte), or throws its refusal as an ApiError. Aborting `signal` stops the upload.
 */
export function uploadRepository(
  file: Blob & { name: string },
  onProgress: (p: SendProgress) => void,
  signal: AbortSignal,
): Promise<TufRepoInsertResponse> {
  const send = () =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest()
      xhr.open('PUT', `/v1/system/update/repository?file_name=${encodeURIComponent(file.name)}`)
      xhr.setRequestHeader('content-type', 'application/octet-stream')
      xhr.upload.onprogress = (e) => onProgress({ sent: e.loaded, total: e.lengthComputable ? e.total : file.size })
      xhr.onload = () => {
        const headers = { 'content-type': xhr.getResponseHeader('content-type') ?? 'application/json' }
        resolve(new Response(NO_BODY.has(xhr.status) ? null : xhr.responseText, { status: xhr.status, headers }))
      }
      // fetch words a dropped connection as a TypeError; failureMessage says so the same way
      xhr.onerror = () => reject(new TypeError('the connection was lost while sending the file'))
      xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'))
      signal.addEventListener('abort', () => xhr.abort(), { once: true })
      xhr.send(file)
    })
  return callWithRequest<TufRepoInsertResponse>('systemUpdatePutRepository', send)
}
