// @vitest-environment jsdom
// a .ts file, run in the unit project: __MOCK__, which the API client reads, is defined only
// for its files
import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import { createElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '~/api/client'
import { useMemberships } from './memberships'
import { MembershipsProgress } from './MembershipsProgress'

afterEach(() => {
  cleanup()
  queryClient.clear()
  vi.unstubAllGlobals()
})

/** The silo's `count` groups, whose members' reads answer only when told to, in order. */
function siloOfGroups(count: number) {
  const held: (() => void)[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const { pathname } = new URL(url, 'http://console.test')
      const answer = (body: unknown) => {
        const res = Response.json(body)
        Object.defineProperty(res, 'url', { value: url })
        return res
      }
      if (pathname === '/v1/groups') {
        const items = Array.from({ length: count }, (_, i) => ({ id: `g-${i}`, display_name: `group ${i}` }))
        return Promise.resolve(answer({ items, next_page: null }))
      }
      return new Promise<Response>((resolve) =>
        held.push(() => resolve(answer({ items: [{ id: 'u-1', display_name: 'ada' }], next_page: null }))),
      )
    }),
  )
  return {
    /** answers the members' reads sent so far */
    answerSent: () => act(async () => void held.splice(0).forEach((answer) => answer())),
  }
}

const Progress = () => createElement(MembershipsProgress, { memberships: useMemberships() })

const renderProgress = () =>
  render(createElement(QueryClientProvider, { client: queryClient }, createElement(Progress)))

describe('MembershipsProgress', () => {
  it("tells how many groups' members are read while more are left than are read at once, and then nothing", async () => {
    const silo = siloOfGroups(300)
    renderProgress()
    const status = screen.getByRole('status')
    await vi.waitFor(() =>
      expect(status.textContent).toBe('Users’ groups are found by reading each group’s members: 0 of 300 groups read'),
    )
    // the count moves in steps of a tenth of the groups, as the rows' groups are drawn
    while (!status.textContent?.includes('150 of 300')) await silo.answerSent()
    expect(status.textContent).toContain('150 of 300 groups read')
    while (status.textContent) await silo.answerSent()
    expect(status.textContent).toBe('')
  })

  it('says nothing for a few groups, read in one go', async () => {
    siloOfGroups(3)
    renderProgress()
    await vi.waitFor(() => expect(queryClient.getQueryData(['groupList', {}, 'every-page'])).toBeDefined())
    expect(screen.getByRole('status').textContent).toBe('')
  })
})
