// How the page sends an upload: each chunk's body made by a worker (workerBodies.ts), then
// sent here, on the page, as the API client's call would, except that the body goes to fetch
// as the worker's bytes (chunkBody.ts says why bytes). Handed to fetch as a string, a ~700 KB
// body cost Chromium 17-23 ms of the main thread and 55-115 ms a write (sequential 512 KiB
// writes to a local server), a Blob 5-10 and 30-45 ms. Fetch stays on the page, where the
// session's 401 handling lives.
import { mergeParams } from '~/api/__generated__/http-client'
import { loadApi } from '~/api/client'
import { callWithRequest } from '~/api/rawCall'
import type { BulkWrite, Transport } from './steps'
import { workerBodies } from './workerBodies'

const bulkWrite: BulkWrite = async (disk, body, signal) => {
  const api = await loadApi()
  const init = { ...mergeParams(api.baseParams, { signal }), method: 'POST' }
  await callWithRequest<void>('diskBulkWriteImport', () =>
    fetch(`${api.host}/v1/disks/${encodeURIComponent(disk)}/bulk-write`, { ...init, body }),
  )
}

export const pageTransport: Transport = { bulkWrite, bodies: workerBodies }
