import { describe, expect, it, vi } from 'vitest'
import { contentsUrl, download, readWithProgress, type Progress } from './transfer'

/** A body that arrives in the given chunks, as a slow network would hand it over. */
function chunkedResponse(chunks: string[], headers: Record<string, string> = {}) {
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c))
      controller.close()
    },
  })
  return new Response(body, { headers })
}

describe('contentsUrl', () => {
  it('sends a path from the index as one encoded segment', () => {
    expect(contentsUrl('b1', 'rack/r1/sled/s1/a b.log')).toBe(
      '/experimental/v1/system/support-bundles/b1/download/rack%2Fr1%2Fsled%2Fs1%2Fa%20b.log',
    )
    expect(contentsUrl('b1')).toBe('/experimental/v1/system/support-bundles/b1/download')
  })
})

describe('readWithProgress', () => {
  it('reports the bytes read after every chunk, against the size learnt first', async () => {
    const seen: Progress[] = []
    const blob = await readWithProgress(chunkedResponse(['abc', 'defg', 'h']), 8, (p) => seen.push(p))
    expect(await blob.text()).toBe('abcdefgh')
    expect(seen.map((p) => p.received)).toEqual([0, 3, 7, 8])
    expect(seen.every((p) => p.total === 8)).toBe(true)
  })

  it('falls back on the answer’s own length, and fails a body that ends short', async () => {
    const seen: Progress[] = []
    await readWithProgress(chunkedResponse(['ab'], { 'content-length': '2' }), null, (p) => seen.push(p))
    expect(seen.at(-1)).toEqual({ received: 2, total: 2 })
    await expect(readWithProgress(chunkedResponse(['ab']), 5, () => {})).rejects.toThrow(
      'The download ended early: 2 of 5 bytes arrived',
    )
  })
})

describe('download', () => {
  it('asks HEAD for the size first, then streams the GET', async () => {
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) =>
      init.method === 'HEAD'
        ? new Response(null, { headers: { 'content-length': '6' } })
        : chunkedResponse(['abc', 'def']),
    )
    vi.stubGlobal('fetch', fetchMock)
    const seen: Progress[] = []
    const blob = await download('/x', (p) => seen.push(p))
    expect(fetchMock.mock.calls.map(([, init]) => init.method)).toEqual(['HEAD', 'GET'])
    expect(await blob.text()).toBe('abcdef')
    expect(seen.at(1)).toEqual({ received: 3, total: 6 })
  })

  it('throws the API’s own message when the bundle cannot be read', async () => {
    const refusal = { error_code: 'InvalidRequest', message: 'Cannot download bundle in non-active state' }
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) =>
        init.method === 'HEAD' ? new Response(null, { status: 400 }) : Response.json(refusal, { status: 400 }),
      ),
    )
    await expect(download('/x', () => {})).rejects.toMatchObject({
      message: 'Cannot download bundle in non-active state',
      statusCode: 400,
    })
  })
})
