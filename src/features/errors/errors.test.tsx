import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { queryClient } from '~/api/client'
import { ApiError } from '~/api/errors'
import { LastResort, RouteError } from './RouteError'

function Boom(): never {
  throw new Error('render failed')
}

describe('the last fallback', () => {
  it('says "Unexpected Application Error!" when even the error screen fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <LastResort>
        <Boom />
      </LastResort>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Unexpected Application Error!')
    // and a way out that needs no keyboard shortcut
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument()
  })
})

// React's flag for whether updates wait for act() (set by Testing Library)
const reactTest = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }

describe('"Try again" on a failed page', () => {
  it('shows the page once its loader succeeds, even when the answer comes before React draws the wait', async () => {
    // The loader answers at once, as a fast API does: the router's "loading" and its "done"
    // both reach React before it renders, and React draws them as one update. React Router's
    // error boundary leaves its error only on a new location or on seeing a revalidation end,
    // so a bare revalidation left the error screen up for good (react-router issue #11597).
    let fail = true
    const router = createMemoryRouter(
      [
        {
          path: '/disks',
          loader: () => {
            if (fail) throw new ApiError({ statusCode: 500, message: 'Internal Server Error' })
            return null
          },
          Component: () => <h1>Disks</h1>,
          HydrateFallback: () => null,
          errorElement: <RouteError />,
        },
      ],
      { initialEntries: ['/disks'] },
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    )
    const tryAgain = await screen.findByRole('button', { name: 'Try again' })
    expect(screen.getByRole('alert')).toHaveTextContent('Internal Server Error')

    fail = false
    // a click as the browser delivers it: React renders in a task of its own, after the
    // loader's answer (under act(), the test's default, it would render the wait first)
    const actEnvironment = reactTest.IS_REACT_ACT_ENVIRONMENT
    reactTest.IS_REACT_ACT_ENVIRONMENT = false
    try {
      tryAgain.click()
      expect(await screen.findByRole('heading', { name: 'Disks' })).toBeVisible()
      expect(screen.queryByRole('alert')).toBeNull()
    } finally {
      reactTest.IS_REACT_ACT_ENVIRONMENT = actEnvironment
    }
  })
})
