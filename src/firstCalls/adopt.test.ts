import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Api } from '~/api/__generated__/Api'
import { SENT_AT_HEADER } from '@mock/sent-at'
import { takingFirstCalls } from './adopt'
import { FIRST_CALLS_KEY, forgetFirstCalls, type FirstCalls } from './head'

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
const LIST = '/v1/instances?project=web-2&limit=50'

let fetch: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>
beforeEach(() => {
  fetch = vi.fn(() => Promise.resolve(json({ items: [{ name: 'sent-by-the-client' }], next_page: null })))
  vi.stubGlobal('fetch', fetch)
})
afterEach(forgetFirstCalls)

/** What the head left: each URL's answer (`null`: only noted). */
const leftByHead = (calls: FirstCalls['calls']) =>
  Reflect.set(globalThis, FIRST_CALLS_KEY, { at: 7.25, calls } satisfies FirstCalls)
const listInstances = (api: Api) => api.methods.instanceList({ query: { project: 'web-2', limit: 50 } })
const namesIn = (result: Awaited<ReturnType<typeof listInstances>>) =>
  result.type === 'success' ? result.data.items.map((i) => i.name) : result

describe('the API client and the head’s first calls', () => {
  it('takes the answer the head has for a read, once', async () => {
    leftByHead({ [LIST]: Promise.resolve(json({ items: [{ name: 'sent-by-the-head' }], next_page: null })) })
    const api = takingFirstCalls(new Api())
    expect(namesIn(await listInstances(api))).toEqual(['sent-by-the-head'])
    expect(fetch).not.toHaveBeenCalled()
    // read again (after a change): answered anew
    expect(namesIn(await listInstances(api))).toEqual(['sent-by-the-client'])
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('sends a call the head only noted, stamped with when the head ran', async () => {
    leftByHead({ [LIST]: null })
    await listInstances(takingFirstCalls(new Api()))
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0]
    expect(url).toBe(LIST)
    expect(new Headers(init.headers).get(SENT_AT_HEADER)).toBe('7.25')
  })

  it('sends every other call itself, and nothing of the head’s once the first page has its data', async () => {
    const answer = Promise.resolve(json({ items: [], next_page: null }))
    // a create's URL the head never sends, but were it there, only a read could take it
    leftByHead({ [LIST]: answer, '/v1/instances?project=web-2': answer })
    const api = takingFirstCalls(new Api())
    await api.methods.instanceList({ query: { project: 'web-2', limit: 10 } })
    await api.methods.instanceCreate({ query: { project: 'web-2' }, body: {} as never })
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/v1/instances?project=web-2&limit=10',
      '/v1/instances?project=web-2',
    ])
    forgetFirstCalls()
    expect(namesIn(await listInstances(api))).toEqual(['sent-by-the-client'])
  })
})
