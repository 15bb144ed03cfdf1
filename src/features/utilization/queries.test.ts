import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '~/api/client'
import { provisionedMetricQuery, siloMetricQuery } from './queries'

const range = { startMs: Date.parse('2025-07-01T00:00:00Z'), endMs: Date.parse('2025-08-01T00:00:00Z') }
const sample = (minute: number, datum: unknown = minute) => ({
  timestamp: new Date(range.startMs + minute * 60_000).toISOString(),
  datum: { type: 'i64', datum },
})

/** Answers each metric request with the next of `pages`, as the API would, and records the URLs. */
function stubPages(pages: { items: unknown[]; next_page: string | null }[]) {
  const urls: URL[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(new URL(url, 'http://console.test'))
      const res = Response.json(pages[urls.length - 1] ?? { items: [], next_page: null })
      Object.defineProperty(res, 'url', { value: url })
      return res
    }),
  )
  return urls
}

afterEach(() => queryClient.clear())

describe('siloMetricQuery', () => {
  it('reads every page, the range with the first only, and gives points oldest first', async () => {
    const urls = stubPages([
      { items: [sample(0), sample(5)], next_page: 'ey-next' },
      { items: [sample(10), sample(15, 'not a number')], next_page: null },
    ])
    const points = await queryClient.fetchQuery(siloMetricQuery('cpus_provisioned', range))
    expect(points).toEqual([
      { t: range.startMs, v: 0 },
      { t: range.startMs + 5 * 60_000, v: 5 },
      { t: range.startMs + 10 * 60_000, v: 10 },
      { t: range.startMs + 15 * 60_000, v: null },
    ])
    expect(urls.map((u) => u.pathname)).toEqual(['/v1/metrics/cpus_provisioned', '/v1/metrics/cpus_provisioned'])
    expect(Object.fromEntries(urls[0].searchParams)).toEqual({
      start_time: '2025-07-01T00:00:00.000Z',
      end_time: '2025-08-01T00:00:00.000Z',
      limit: '10000',
    })
    expect(Object.fromEntries(urls[1].searchParams)).toEqual({ page_token: 'ey-next', limit: '10000' })
  })

  it('stops after five pages however many more there are', async () => {
    const urls = stubPages(Array.from({ length: 8 }, (_, i) => ({ items: [sample(i * 5)], next_page: `ey-${i}` })))
    const points = await queryClient.fetchQuery(siloMetricQuery('ram_provisioned', range))
    expect(urls).toHaveLength(5)
    expect(points).toHaveLength(5)
  })

  it("reads the fleet's history from the system operation, the same way", async () => {
    const urls = stubPages([{ items: [sample(0)], next_page: null }])
    const points = await queryClient.fetchQuery(provisionedMetricQuery('systemMetric', 'cpus_provisioned', range))
    expect(points).toEqual([{ t: range.startMs, v: 0 }])
    expect(urls.map((u) => u.pathname)).toEqual(['/v1/system/metrics/cpus_provisioned'])
  })
})
