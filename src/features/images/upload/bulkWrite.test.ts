import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '~/api/errors'
import { uploadCall } from './bulkWrite'

afterEach(() => vi.unstubAllGlobals())

function stubFetch(status: number, body = '') {
  const fetchMock = vi.fn(async (url: string) => {
    const res = new Response(body || null, { status, headers: { 'content-type': 'application/json' } })
    Object.defineProperty(res, 'url', { value: url })
    return res
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const write = {
  path: { disk: 'a/b?c' },
  query: { project: 'my project' },
  body: { offset: 1024, base64EncodedData: 'AAAA' },
}

describe('the upload’s calls', () => {
  it('send a bulk write as a Blob of the JSON the API reads, to the encoded disk', async () => {
    const fetchMock = stubFetch(204)
    await uploadCall('diskBulkWriteImport', write, { signal: new AbortController().signal })
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/v1/disks/a%2Fb%3Fc/bulk-write?project=my%20project')
    expect(init.method).toBe('POST')
    expect(init.signal).toBeInstanceOf(AbortSignal)
    const headers = new Headers(init.headers)
    expect(headers.get('content-type')).toBe('application/json')
    expect(headers.get('api-version')).toMatch(/^\d+\.\d+\.\d+$/)
    expect(init.body).toBeInstanceOf(Blob)
    expect(JSON.parse(await (init.body as Blob).text())).toEqual({ offset: 1024, base64_encoded_data: 'AAAA' })
  })

  it('throw a refused bulk write as the API’s error', async () => {
    stubFetch(
      400,
      JSON.stringify({ request_id: 'r', error_code: 'InvalidRequest', message: 'offset 3 is not a multiple' }),
    )
    const refused = uploadCall('diskBulkWriteImport', write)
    await expect(refused).rejects.toBeInstanceOf(ApiError)
    await expect(refused).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('ffset 3 is not a multiple'),
    })
  })

  it('make every other call as the client does, its body a string', async () => {
    const fetchMock = stubFetch(204)
    await uploadCall('diskBulkWriteImportStop', { path: { disk: 'd' } })
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/v1/disks/d/bulk-write-stop')
    expect(init.body).not.toBeInstanceOf(Blob)
  })
})
