import { act, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { useLocalPages } from './localPages'

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1)

function Rows({ rows, pageKey, label = 'Numbers' }: { rows: number[]; pageKey?: string; label?: string }) {
  const { shown, pager } = useLocalPages(rows, label, pageKey)
  return (
    <>
      <output aria-label={pageKey === 'odd' ? 'odd shown' : 'shown'}>{shown.join(' ')}</output>
      {pager}
    </>
  )
}

const show = (url: string, rows: number[], pageKey?: string) => {
  const router = createMemoryRouter([{ path: '/', element: <Rows rows={rows} pageKey={pageKey} /> }], {
    initialEntries: [url],
  })
  render(<RouterProvider router={router} />)
  return router
}
const shown = () => screen.getByLabelText('shown').textContent

describe('rows shown a page at a time', () => {
  it('shows rows that fit a page whole, with nothing to page through', () => {
    show('/', numbers(50))
    expect(shown()).toBe(numbers(50).join(' '))
    expect(screen.queryByRole('navigation', { name: 'Pages of Numbers' })).toBeNull()
  })

  it('shows the page the address names, and moves by it', async () => {
    const router = show('/?page=2', numbers(120))
    expect(shown()).toBe(
      numbers(50)
        .map((n) => n + 50)
        .join(' '),
    )
    expect(screen.getByRole('navigation', { name: 'Pages of Numbers' }).textContent).toContain('Rows 51–100 of 120')
    await act(() => screen.getByRole('button', { name: 'Next' }).click())
    expect(router.state.location.search).toBe('?page=3')
    expect(shown()).toBe('101 102 103 104 105 106 107 108 109 110 111 112 113 114 115 116 117 118 119 120')
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true)
    await act(() => screen.getByRole('button', { name: 'Previous' }).click())
    await act(() => screen.getByRole('button', { name: 'Previous' }).click())
    // the first page has no number in the address
    expect(router.state.location.search).toBe('')
  })

  it('shows the last page for a page past the end (rows deleted since)', () => {
    show('/?page=9', numbers(60))
    expect(shown()).toBe(
      numbers(10)
        .map((n) => n + 50)
        .join(' '),
    )
  })

  it('reads its own page and size under its key, leaving the others', () => {
    show('/?page=3&peer-page=2&peer-limit=10', numbers(60), 'peer')
    expect(shown()).toBe(
      numbers(10)
        .map((n) => n + 10)
        .join(' '),
    )
    // another size than the default keeps the pager, to choose again
    expect(screen.getByLabelText('Rows per page')).toHaveProperty('value', '10')
  })

  it('names each pager for its table, and pages each on its own', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <Rows rows={numbers(60)} />
              <Rows rows={numbers(60).map((n) => 2 * n - 1)} label="Odd numbers" pageKey="odd" />
            </>
          ),
        },
      ],
      { initialEntries: ['/'] },
    )
    render(<RouterProvider router={router} />)
    const odd = screen.getByRole('navigation', { name: 'Pages of Odd numbers' })
    await act(() => within(odd).getByRole('button', { name: 'Next' }).click())
    expect(router.state.location.search).toBe('?odd-page=2')
    expect(screen.getByLabelText('odd shown').textContent).toBe('101 103 105 107 109 111 113 115 117 119')
    expect(shown()).toBe(numbers(50).join(' '))
    expect(screen.getByRole('navigation', { name: 'Pages of Numbers' }).textContent).toContain('Rows 1–50 of 60')
  })

  it('ignores a page that is not a number', () => {
    show('/?page=abc', numbers(60))
    expect(shown()).toBe(numbers(50).join(' '))
  })
})
