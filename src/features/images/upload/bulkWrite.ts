// The upload's calls: the API client's, except that a bulk write's body goes to fetch as a
// Blob. Its body is ~700 KB of base64 inside JSON; handed to fetch as a string, Chromium
// transcodes and copies it on the page's main thread. Measured side by side (Chromium,
// sequential 512 KiB writes to a local server): 17-23 ms of the main thread and 55-115 ms a
// write as a string, against 5-10 ms and 30-45 ms as a Blob.
import { mergeParams, type FetchParams } from '~/api/__generated__/http-client'
import { callApi, loadApi, type OpParams, withEncodedPath } from '~/api/client'
import { callWithRequest } from '~/api/rawCall'
import type { Call } from './steps'

type WriteParams = OpParams<'diskBulkWriteImport'>

async function bulkWrite(params: WriteParams, fetchParams?: FetchParams): Promise<void> {
  const { path, query, body } = withEncodedPath(params) as WriteParams
  const api = await loadApi()
  const search = query?.project ? `?project=${encodeURIComponent(query.project)}` : ''
  // The JSON in parts, the data not copied into one more string: base64 holds nothing JSON
  // escapes. The field names are the API's, as the client's snake-casing would write them.
  const json = [`{"offset":${JSON.stringify(body.offset)},"base64_encoded_data":"`, body.base64EncodedData, '"}']
  const init = { ...mergeParams(api.baseParams, fetchParams ?? {}), method: 'POST' }
  await callWithRequest<void>('diskBulkWriteImport', () =>
    fetch(`${api.host}/v1/disks/${path.disk}/bulk-write${search}`, { ...init, body: new Blob(json) }),
  )
}

/** `callApi`, with bulk writes sent as above; the engine takes any `Call`. */
export const uploadCall: Call = (operation, params, fetchParams) =>
  operation === 'diskBulkWriteImport'
    ? (bulkWrite(params as WriteParams, fetchParams) as ReturnType<typeof callApi<typeof operation>>)
    : callApi(operation, params, fetchParams)
