import { afterEach, describe, expect, it, vi } from 'vitest'
import { FRESH_MS, queryClient } from './client'
import { apiqEveryPage } from './everyPage'
import { apiqAll } from './queries'

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

describe('apiqEveryPage after a first page', () => {
  const page = (id: string, next: string | null) => ({ items: [{ id, displayName: id, siloId: 's' }], nextPage: next })
  function answerPages() {
    const asked: (string | null)[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const token = new URL(url, 'http://x').searchParams.get('page_token')
        asked.push(token)
        const body = token
          ? { items: [{ id: 'b', display_name: 'b', silo_id: 's' }], next_page: null }
          : { items: [{ id: 'a', display_name: 'a', silo_id: 's' }], next_page: 't1' }
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
      }),
    )
    return asked
  }

  it('goes on from a fresh first page the cache holds, without asking for it again', async () => {
    const asked = answerPages()
    queryClient.setQueryData(apiqAll('userList', {}).queryKey, page('a', 't1'))
    const users = await queryClient.fetchQuery(apiqEveryPage('userList', {}))
    expect(users.items.map((u) => u.id)).toEqual(['a', 'b'])
    expect(asked).toEqual(['t1'])
  })

  it('asks for nothing when that first page is the whole list', async () => {
    const asked = answerPages()
    queryClient.setQueryData(apiqAll('userList', {}).queryKey, page('a', null))
    const users = await queryClient.fetchQuery(apiqEveryPage('userList', {}))
    expect(users.items.map((u) => u.id)).toEqual(['a'])
    expect(asked).toEqual([])
  })

  it('reads from the start when that first page is stale or invalidated', async () => {
    const asked = answerPages()
    queryClient.setQueryData(apiqAll('userList', {}).queryKey, page('x', 't1'), {
      updatedAt: Date.now() - FRESH_MS - 1,
    })
    expect((await queryClient.fetchQuery(apiqEveryPage('userList', {}))).items.map((u) => u.id)).toEqual(['a', 'b'])
    expect(asked).toEqual([null, 't1'])

    queryClient.clear()
    asked.length = 0
    queryClient.setQueryData(apiqAll('userList', {}).queryKey, page('x', 't1'))
    await queryClient.invalidateQueries({ queryKey: ['userList'], refetchType: 'none' })
    expect((await queryClient.fetchQuery(apiqEveryPage('userList', {}))).items.map((u) => u.id)).toEqual(['a', 'b'])
    expect(asked).toEqual([null, 't1'])
  })
})
