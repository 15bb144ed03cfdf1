import { afterEach, describe, expect, it, vi } from 'vitest'
import { FRESH_MS, queryClient } from './client'
import { apiqEveryPage } from './everyPage'
import { apiqAll } from './queries'

afterEach(() => queryClient.clear())

/** Answers a list call with the page its token names ('' for the first); records each token asked for. */
function answerPages(pages: Record<string, object>) {
  const asked: (string | null)[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const token = new URL(url, 'http://x').searchParams.get('page_token')
      asked.push(token)
      return new Response(JSON.stringify(pages[token ?? '']), { headers: { 'content-type': 'application/json' } })
    }),
  )
  return asked
}

const user = (id: string) => ({ id, display_name: id, silo_id: 's' })

describe('apiqEveryPage', () => {
  it('follows next_page to the end and answers every item', async () => {
    const asked = answerPages({
      '': { items: [user('a')], next_page: 't1' },
      t1: { items: [user('b')], next_page: 't2' },
      t2: { items: [user('c')], next_page: null },
    })
    const users = await queryClient.fetchQuery(apiqEveryPage('userList', { query: { group: 'g' } }))
    expect(users.items.map((u) => u.id)).toEqual(['a', 'b', 'c'])
    expect(asked).toEqual([null, 't1', 't2'])
  })
})

describe('apiqEveryPage after a first page', () => {
  const page = (id: string, next: string | null) => ({ items: [{ id, displayName: id, siloId: 's' }], nextPage: next })
  const twoPages = () =>
    answerPages({ '': { items: [user('a')], next_page: 't1' }, t1: { items: [user('b')], next_page: null } })

  it('goes on from a fresh first page the cache holds, without asking for it again', async () => {
    const asked = twoPages()
    queryClient.setQueryData(apiqAll('userList', {}).queryKey, page('a', 't1'))
    const users = await queryClient.fetchQuery(apiqEveryPage('userList', {}))
    expect(users.items.map((u) => u.id)).toEqual(['a', 'b'])
    expect(asked).toEqual(['t1'])
  })

  it('asks for nothing when that first page is the whole list', async () => {
    const asked = twoPages()
    queryClient.setQueryData(apiqAll('userList', {}).queryKey, page('a', null))
    const users = await queryClient.fetchQuery(apiqEveryPage('userList', {}))
    expect(users.items.map((u) => u.id)).toEqual(['a'])
    expect(asked).toEqual([])
  })

  it('reads from the start when that first page is stale or invalidated', async () => {
    const asked = twoPages()
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
