// A bulk write as the upload sends it: the API client's call, except that the body goes to
// fetch as a Blob of the JSON's parts with the chunk's base64 as bytes. Handed to fetch as a
// string, a ~700 KB body cost Chromium 17-23 ms of the main thread and 55-115 ms a write
// (sequential 512 KiB writes to a local server), a Blob 5-10 and 30-45 ms; bytes rather than
// a string of base64 keep each chunk's text out of the JS heap (see base64.ts).
import { mergeParams } from '~/api/__generated__/http-client'
import { loadApi } from '~/api/client'
import { callWithRequest } from '~/api/rawCall'
import type { BulkWrite } from './steps'

export const bulkWrite: BulkWrite = async (disk, offset, base64, signal) => {
  const api = await loadApi()
  // base64 holds nothing JSON escapes; the field names are the API's, as the client's
  // snake-casing would write them
  const json = [`{"offset":${JSON.stringify(offset)},"base64_encoded_data":"`, base64, '"}']
  const init = { ...mergeParams(api.baseParams, { signal }), method: 'POST' }
  await callWithRequest<void>('diskBulkWriteImport', () =>
    fetch(`${api.host}/v1/disks/${encodeURIComponent(disk)}/bulk-write`, { ...init, body: new Blob(json) }),
  )
}
