import { isValidElement, type ReactElement } from 'react'
import { createMemoryRouter, type RouteObject } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { codePage, listPage, resourceRoutes } from './resourceRoutes'

function ThingsPage() {
  return null
}

/** A page module that arrives when the test says so. */
function pageModule() {
  let arrive = () => {}
  const arrived = new Promise<{ ThingsPage: typeof ThingsPage }>((resolve) => {
    arrive = () => resolve({ ThingsPage })
  })
  return { load: vi.fn(() => arrived), arrive }
}

describe('a list page with its loader in the route table', () => {
  it.each([
    ['a page', (code: ReturnType<typeof listPage>): RouteObject[] => [codePage('things', 'Things', code)]],
    ['a list with its forms', (code: ReturnType<typeof listPage>) => resourceRoutes('things', 'Things', code)],
  ])('%s: the list is asked for while the page’s code is still on its way', async (_, routes) => {
    const loader = vi.fn(() => 'the first page')
    const page = pageModule()
    const router = createMemoryRouter(routes(listPage({ loader }, page.load, 'ThingsPage')), {
      initialEntries: ['/'],
    })
    const going = router.navigate('/things')
    await vi.waitFor(() => expect(loader).toHaveBeenCalledTimes(1))
    expect(page.load).toHaveBeenCalledTimes(1)
    expect(router.state.navigation.state).toBe('loading')

    page.arrive()
    await going
    expect(router.state.navigation.state).toBe('idle')
    expect(router.state.errors).toBeNull()
    // the route holding the page renders it (the router makes its Component an element)
    const holder = router.state.matches.find((m) => isValidElement(m.route.element))
    expect((holder?.route.element as ReactElement).type).toBe(ThingsPage)
    expect(router.state.loaderData[holder!.route.id]).toBe('the first page')
  })

  it('fails in the page’s error screen when its code does not arrive', async () => {
    const lost = new TypeError('Failed to fetch dynamically imported module')
    const router = createMemoryRouter(
      [
        codePage(
          'things',
          'Things',
          listPage({ loader: () => null }, () => Promise.reject(lost), 'ThingsPage'),
        ),
      ],
      { initialEntries: ['/'] },
    )
    await router.navigate('/things')
    expect(Object.values(router.state.errors ?? {})).toEqual([lost])
  })
})
