// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { createElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { queryClient } from './api/client'
import { RouteError } from './features/errors/RouteError'
import { InvalidRouteParamError, routeParams } from './params'
import { loadQueries } from './routing'

const ID = '04f06f39-b44f-4e61-94c2-23e74cbc4877'

// what a crafted link puts in a param: a query, a fragment and a shell command
const INJECTED = 'web-server-1?project=demo-project#;echo INJECTED'

describe('route params', () => {
  it('reads names and ids', () => {
    const p = routeParams({ project: 'demo-project', instance: ID, disk: 'a', vpc: 'myVpc2' })
    expect([p.project, p.instance, p.disk, p.vpc]).toEqual(['demo-project', ID, 'a', 'myVpc2'])
    expect(routeParams({ rule: 'r'.repeat(63) }).rule).toBe('r'.repeat(63))
  })

  it.each([
    INJECTED,
    '../projects',
    'web server',
    'Web-server', // starts with a capital
    '1st', // starts with a digit
    'web-', // ends with a hyphen
    '-web',
    'a'.repeat(64), // longer than 63
    'ünïcode',
    '',
  ])('treats %j as naming nothing', (value) => {
    expect(() => routeParams({ instance: value }).instance).toThrow(InvalidRouteParamError)
  })

  it('takes only a name where the API takes only a name', () => {
    for (const key of ['rule', 'silo', 'provider'] as const) {
      expect(() => routeParams({ [key]: ID })[key], key).toThrow(InvalidRouteParamError)
    }
  })

  it('checks a param when a spread reads it, and passes other keys through', () => {
    expect({ ...routeParams({ project: 'p', vpc: 'v' }) }).toEqual({ project: 'p', vpc: 'v' })
    expect(() => ({ ...routeParams({ project: 'p', vpc: INJECTED }) })).toThrow(InvalidRouteParamError)
    expect((routeParams({ '*': 'any/thing' }) as Record<string, unknown>)['*']).toBe('any/thing')
  })

  it('throws for a param the route lacks', () => {
    expect(() => routeParams({}).project).toThrow('This page needs the route param "project"')
  })
})

describe('a crafted link', () => {
  it('shows page-not-found and never calls the API', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const queryFn = vi.fn(async () => ({}))
    const router = createMemoryRouter(
      [
        {
          path: 'projects/:project/instances/:instance',
          loader: loadQueries((p) => [{ queryKey: ['instanceView', p.instance], queryFn }]),
          Component: () => 'the instance',
          HydrateFallback: () => null,
          errorElement: createElement(RouteError),
        },
      ],
      { initialEntries: [`/projects/demo-project/instances/${encodeURIComponent(INJECTED)}/`] },
    )
    render(createElement(QueryClientProvider, { client: queryClient }, createElement(RouterProvider, { router })))
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible()
    expect(queryFn).not.toHaveBeenCalled()
  })
})
