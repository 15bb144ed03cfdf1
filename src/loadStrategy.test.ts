import { createMemoryRouter, type RouteObject } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { dataStrategy } from './loadStrategy'
import { redirectTo } from './routing'

/** An item whose loader waits for `itemRead`, with an index redirect to its first tab. */
function itemRouter(itemRead: () => Promise<string>, tabLoader = vi.fn(() => 'tab')) {
  const itemLoader = vi.fn(itemRead)
  const routes: RouteObject[] = [
    { path: 'list', loader: () => 'list' },
    {
      path: 'items/:instance',
      loader: itemLoader,
      children: [
        { index: true, loader: redirectTo(({ instance }) => `/items/${instance}/tab`) },
        { path: 'tab', loader: tabLoader },
      ],
    },
  ]
  const router = createMemoryRouter(routes, { initialEntries: ['/list'], dataStrategy })
  return { router, itemLoader, tabLoader }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the router’s data strategy', () => {
  it('follows an item’s index redirect without waiting for the item’s own read', async () => {
    let answer!: (item: string) => void
    const { router, itemLoader, tabLoader } = itemRouter(() => new Promise((resolve) => (answer = resolve)))
    await settle()

    const navigation = router.navigate('/items/x')
    await settle()
    // the tab's read has left while the item's is still on its way
    expect(tabLoader).toHaveBeenCalled()
    expect(itemLoader).toHaveBeenCalled()
    expect(router.state.location.pathname).toBe('/list')

    answer('item x')
    await navigation
    await settle()
    expect(router.state.location.pathname).toBe('/items/x/tab')
    const [item, tab] = router.state.matches
    expect(router.state.loaderData[item.route.id]).toBe('item x')
    expect(router.state.loaderData[tab.route.id]).toBe('tab')
  })

  it('still waits for every loader of a page that does not redirect', async () => {
    let answer!: (item: string) => void
    const { router } = itemRouter(() => new Promise((resolve) => (answer = resolve)))
    await settle()

    const navigation = router.navigate('/items/x/tab')
    await settle()
    expect(router.state.location.pathname).toBe('/list')
    answer('item x')
    await navigation
    expect(router.state.location.pathname).toBe('/items/x/tab')
    expect(router.state.loaderData[router.state.matches[0].route.id]).toBe('item x')
  })

  it('shows the item’s failure on the tab it was sent to', async () => {
    const { router } = itemRouter(() => Promise.reject(new Error('no such item')))
    await settle()
    await router.navigate('/items/x')
    await settle()
    expect(router.state.location.pathname).toBe('/items/x/tab')
    expect(Object.values(router.state.errors ?? {})).toEqual([new Error('no such item')])
  })
})
