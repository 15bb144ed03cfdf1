import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { queryClient } from './api/client'
import { ApiError } from './api/errors'
import { layoutRoute } from './routing'

/** A promise and the function that settles it, for calls that answer when a test says so. */
function held<T>() {
  let settle!: (value: T) => void
  const promise = new Promise<T>((resolve) => (settle = resolve))
  return { promise, settle }
}

function TestLayout({ children }: { children?: ReactNode }) {
  return (
    <div>
      <nav aria-label="Project">the project’s links</nav>
      <main>{children ?? <Outlet />}</main>
    </div>
  )
}

/** A project layout reading `project` (the query function) over one page, as in src/routes.tsx. */
function renderProject(project: () => Promise<unknown>, page: () => Promise<unknown>) {
  const router = createMemoryRouter(
    [
      layoutRoute(TestLayout, {
        path: 'projects/:project',
        reads: (p) => [{ queryKey: ['projectView', p.project], queryFn: project }],
        children: [{ path: 'disks', loader: page, Component: () => <h1>Disks</h1> }],
      }),
    ],
    { initialEntries: ['/projects/demo-project/disks'] },
  )
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

afterEach(() => queryClient.clear())

describe('a layout route', () => {
  it('shows its shell while the page’s first data loads, and keeps it when the page shows', async () => {
    const page = held<null>()
    renderProject(
      async () => ({ name: 'demo-project' }),
      () => page.promise,
    )
    const nav = await screen.findByRole('navigation', { name: 'Project' })
    expect(screen.getByRole('status', { name: 'Loading' })).toBeVisible()
    expect(screen.queryByRole('heading', { name: 'Disks' })).toBeNull()

    page.settle(null)
    expect(await screen.findByRole('heading', { name: 'Disks' })).toBeVisible()
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull()
    // the same element: React kept the shell rather than drawing it again
    expect(screen.getByRole('navigation', { name: 'Project' })).toBe(nav)
  })

  it('shows the page once its own data is in, while the shell’s calls are still out', async () => {
    const project = held<unknown>()
    renderProject(
      () => project.promise,
      async () => null,
    )
    expect(await screen.findByRole('heading', { name: 'Disks' })).toBeVisible()
  })

  it('shows the error screen in the page’s place when a call of the shell’s fails', async () => {
    const project = held<unknown>()
    renderProject(
      () => project.promise.then(() => Promise.reject(new ApiError({ statusCode: 404, message: 'not found' }))),
      async () => null,
    )
    expect(await screen.findByRole('heading', { name: 'Disks' })).toBeVisible()
    project.settle(null)
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible()
    expect(screen.queryByRole('heading', { name: 'Disks' })).toBeNull()
    expect(screen.getByRole('navigation', { name: 'Project' })).toBeVisible()
  })

  it('keeps the page when a call that is not the shell’s fails', async () => {
    renderProject(
      async () => ({ name: 'demo-project' }),
      async () => null,
    )
    expect(await screen.findByRole('heading', { name: 'Disks' })).toBeVisible()
    await queryClient
      .fetchQuery({ queryKey: ['diskList', 'demo-project'], queryFn: () => Promise.reject(new Error('down')) })
      .catch(() => {})
    expect(screen.getByRole('heading', { name: 'Disks' })).toBeVisible()
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull()
  })

  it('shows none of a gated shell until its gate has let the user in', async () => {
    const gate = held<void>()
    const router = createMemoryRouter(
      [
        {
          HydrateFallback: () => <p>Loading the console</p>,
          children: [
            {
              path: 'system',
              middleware: [() => gate.promise],
              children: [
                layoutRoute(TestLayout, {
                  reads: () => [],
                  gated: true,
                  children: [{ path: 'silos', Component: () => <h1>Silos</h1> }],
                }),
              ],
            },
          ],
        },
      ],
      { initialEntries: ['/system/silos'] },
    )
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    )
    expect(await screen.findByText('Loading the console')).toBeVisible()
    expect(screen.queryByRole('navigation', { name: 'Project' })).toBeNull()
    gate.settle()
    expect(await screen.findByRole('heading', { name: 'Silos' })).toBeVisible()
    expect(screen.getByRole('navigation', { name: 'Project' })).toBeVisible()
  })
})
