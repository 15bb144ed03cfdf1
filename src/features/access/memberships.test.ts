import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '~/api/client'
import { prefetchGroups } from './memberships'

afterEach(() => {
  queryClient.clear()
  vi.unstubAllGlobals()
})

describe('prefetchGroups', () => {
  it("reads the silo's groups for a list's loader, and no group's members until the page observes them", async () => {
    const calls: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const { pathname, search } = new URL(url, 'http://console.test')
        calls.push(pathname + search)
        const body =
          pathname === '/v1/groups'
            ? { items: [{ id: 'g-1', display_name: 'devs' }], next_page: null }
            : { items: [], next_page: null }
        const res = Response.json(body)
        Object.defineProperty(res, 'url', { value: url })
        return res
      }),
    )
    prefetchGroups()
    await vi.waitFor(() => expect(queryClient.getQueryData(['groupList', {}, 'every-page'])).toBeDefined())
    // a read started here would go on were the page left before it showed
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(calls).toEqual(['/v1/groups?limit=1000'])
  })
})
