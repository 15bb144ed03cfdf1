import { createMemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderAtOnceAfterFirstPage } from './routerUpdates'

// whether each update reached a subscriber inside a transition, as the provider would see it
const inTransition = vi.hoisted(() => ({ now: false }))
vi.mock('react', async (original) => ({
  ...(await original<typeof import('react')>()),
  startTransition: (scope: () => void) => {
    inTransition.now = true
    try {
      scope()
    } finally {
      inTransition.now = false
    }
  },
}))

const answer = () => new Promise((resolve) => setTimeout(() => resolve('data'), 5))
const routes = [
  { path: '/a', loader: answer, Component: () => null },
  { path: '/b', loader: answer, Component: () => null },
]

describe('renderAtOnceAfterFirstPage', () => {
  // disposing a router drops its subscribers and stops its loaders, even after a failed assertion
  let made: ReturnType<typeof createMemoryRouter> | undefined
  afterEach(() => made?.dispose())
  const memoryRouter = (...args: Parameters<typeof createMemoryRouter>) => (made = createMemoryRouter(...args))

  it("hands the first page's news and a navigation's start over in a transition, a later page's data at once", async () => {
    const router = memoryRouter(routes, { initialEntries: ['/a'] })
    renderAtOnceAfterFirstPage(router)
    const seen: { path: string; state: string; initialized: boolean; transition: boolean }[] = []
    router.subscribe((state) =>
      seen.push({
        path: state.location.pathname,
        state: state.navigation.state,
        initialized: state.initialized,
        transition: inTransition.now,
      }),
    )
    await vi.waitFor(() => expect(router.state.initialized).toBe(true))
    expect(seen).toEqual([{ path: '/a', state: 'idle', initialized: true, transition: true }])
    await router.navigate('/b')
    expect(seen.slice(1)).toEqual([
      { path: '/a', state: 'loading', initialized: true, transition: true },
      { path: '/b', state: 'idle', initialized: true, transition: false },
    ])
  })

  it("hands a later page's data over at once when the first page needed none", async () => {
    const router = memoryRouter([{ path: '/', Component: () => null }, ...routes], { initialEntries: ['/'] })
    expect(router.state.initialized).toBe(true)
    renderAtOnceAfterFirstPage(router)
    const transitions: boolean[] = []
    router.subscribe(() => transitions.push(inTransition.now))
    await Promise.resolve()
    await router.navigate('/a')
    expect(transitions).toEqual([true, false])
  })
})
