import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { keepFewLeftPages } from './leftPages'

const client = new QueryClient()
const stop = keepFewLeftPages(client, 2)
afterEach(() => client.clear())

const pageKey = (token?: string) => ['diskList', { query: { project: 'p', ...(token ? { pageToken: token } : {}) } }]

/** Shows a page the way a list does (an observer of its query), until the returned function leaves it. */
function show(token?: string): () => void {
  const observer = new QueryObserver(client, { queryKey: pageKey(token), queryFn: () => ({ items: [] }) })
  return observer.subscribe(() => {})
}

const cached = (token?: string) => client.getQueryCache().find({ queryKey: pageKey(token), exact: true }) !== undefined

describe('keepFewLeftPages', () => {
  it('keeps the last pages left and drops older ones at once', () => {
    for (const token of ['t1', 't2', 't3', 't4']) show(token)()
    expect(['t1', 't2', 't3', 't4'].map((t) => cached(t))).toEqual([false, false, true, true])
  })

  it('never drops a page on screen, nor a list’s first page', () => {
    show()()
    const leaveT1 = show('t1')
    show('t2')()
    show('t3')()
    show('t4')()
    expect(cached()).toBe(true)
    expect(cached('t1')).toBe(true)
    leaveT1()
    // t1 is now the newest page left
    expect(['t1', 't2', 't3', 't4'].map((t) => cached(t))).toEqual([true, false, false, true])
  })

  it('stops when asked', () => {
    stop()
    for (const token of ['t1', 't2', 't3']) show(token)()
    expect(['t1', 't2', 't3'].every((t) => cached(t))).toBe(true)
  })
})
