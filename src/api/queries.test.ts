import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from './client'
import { apiqEveryPage } from './queries'

afterEach(() => queryClient.clear())

describe('apiqEveryPage', () => {
  it('follows next_page to the end and answers every item', async () => {
    const pages: Record<string, object> = {
      '': { items: [{ id: 'a', display_name: 'a', silo_id: 's' }], next_page: 't1' },
      t1: { items: [{ id: 'b', display_name: 'b', silo_id: 's' }], next_page: 't2' },
      t2: { items: [{ id: 'c', display_name: 'c', silo_id: 's' }], next_page: null },
    }
    const asked: (string | null)[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const token = new URL(url, 'http://x').searchParams.get('page_token')
        asked.push(token)
        return new Response(JSON.stringify(pages[token ?? '']), { headers: { 'content-type': 'application/json' } })
      }),
    )
    const users = await queryClient.fetchQuery(apiqEveryPage('userList', { query: { group: 'g' } }))
    expect(users.items.map((u) => u.id)).toEqual(['a', 'b', 'c'])
    expect(asked).toEqual([null, 't1', 't2'])
  })
})
