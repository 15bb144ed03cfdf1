import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '~/api/errors'
import { bulkWrite } from './bulkWrite'

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

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0))

describe('a bulk write', () => {
  it('goes as a Blob of the JSON the API reads, to the encoded disk', async () => {
    const fetchMock = stubFetch(204)
    const signal = new AbortController().signal
    await bulkWrite('a/b?c', 1024, ascii('AAAA'), signal)
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/v1/disks/a%2Fb%3Fc/bulk-write')
    expect(init.method).toBe('POST')
    expect(init.signal).toBe(signal)
    const headers = new Headers(init.headers)
    expect(headers.get('content-type')).toBe('application/json')
    expect(headers.get('api-version')).toMatch(/^\d+\.\d+\.\d+$/)
    expect(init.body).toBeInstanceOf(Blob)
    expect(JSON.parse(await (init.body as Blob).text())).toEqual({ offset: 1024, base64_encoded_data: 'AAAA' })
  })

  it('sends the bytes as they were when it was called, though the buffer is reused after', async () => {
    const fetchMock = stubFetch(204)
    const buffer = ascii('QUJD')
    await bulkWrite('d', 0, buffer, new AbortController().signal)
    buffer.set(ascii('WFla'))
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(JSON.parse(await (init.body as Blob).text())).toEqual({ offset: 0, base64_encoded_data: 'QUJD' })
  })

  it('throws a refusal as the API’s error', async () => {
    stubFetch(
      400,
      JSON.stringify({ request_id: 'r', error_code: 'InvalidRequest', message: 'offset 3 is not a multiple' }),
    )
    const refused = bulkWrite('d', 3, ascii('AAAA'), new AbortController().signal)
    await expect(refused).rejects.toBeInstanceOf(ApiError)
    await expect(refused).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('ffset 3 is not a multiple'),
    })
  })
})
