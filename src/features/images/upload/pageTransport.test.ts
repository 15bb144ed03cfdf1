import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '~/api/errors'
import { pageTransport } from './pageTransport'

const { bulkWrite } = pageTransport

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

const body = (offset: number, base64: string) =>
  new TextEncoder().encode(JSON.stringify({ offset, base64_encoded_data: base64 }))

describe('a bulk write', () => {
  it('sends the chunk’s bytes as they are, as JSON, to the encoded disk', async () => {
    const fetchMock = stubFetch(204)
    const signal = new AbortController().signal
    const sent = body(1024, 'AAAA')
    await bulkWrite('a/b?c', sent, signal)
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/v1/disks/a%2Fb%3Fc/bulk-write')
    expect(init.method).toBe('POST')
    expect(init.signal).toBe(signal)
    const headers = new Headers(init.headers)
    expect(headers.get('content-type')).toBe('application/json')
    expect(headers.get('api-version')).toMatch(/^\d+\.\d+\.\d+$/)
    expect(init.body).toBe(sent)
  })

  it('throws a refusal as the API’s error', async () => {
    stubFetch(
      400,
      JSON.stringify({ request_id: 'r', error_code: 'InvalidRequest', message: 'offset 3 is not a multiple' }),
    )
    const refused = bulkWrite('d', body(3, 'AAAA'), new AbortController().signal)
    await expect(refused).rejects.toBeInstanceOf(ApiError)
    await expect(refused).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('ffset 3 is not a multiple'),
    })
  })
})
