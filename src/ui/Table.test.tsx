import { createColumnHelper } from '@tanstack/react-table'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { createBrowserRouter, RouterProvider, type To } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { CellLink, Table, useTable } from './Table'

type Row = { id: string; name: string; to: To; label?: string; keepScroll?: boolean }
const col = createColumnHelper<Row>()
const columns = [
  col.accessor('name', {
    header: 'Name',
    cell: ({ row: { original: r } }) => (
      <CellLink to={r.to} aria-label={r.label} preventScrollReset={r.keepScroll}>
        {r.name}
      </CellLink>
    ),
  }),
]

const rows: Row[] = [
  { id: '1', name: 'disk-a', to: { pathname: '/disks/disk-a', search: '?page=2' } },
  { id: '2', name: 'this list', to: '/disks' },
  { id: '3', name: '12:00', to: '/disks/entry', label: 'Entry disk_create at 12:00', keepScroll: true },
]

function Disks() {
  const table = useTable({ data: rows, columns, getRowId: (r) => r.id })
  return (
    <>
      <Table table={table} label="Disks" />
      <CellLink to="/disks/outside">outside</CellLink>
    </>
  )
}

let router: ReturnType<typeof createBrowserRouter> | undefined
afterEach(() => router?.dispose())

// the document's own history (jsdom's), as the console's router has it
function show() {
  window.history.replaceState(null, '', '/disks')
  router = createBrowserRouter([
    { path: '/disks', element: <Disks /> },
    { path: '/disks/:disk', element: <h1>the disk’s page</h1> },
  ])
  render(<RouterProvider router={router} />)
  return router
}

/** Clicks `link`; whether the browser was left to follow it (no handler prevented it). */
function click(link: HTMLElement, init?: MouseEventInit) {
  let leftToBrowser = false
  // after React's handlers: notes the verdict, then stops jsdom, which cannot load documents
  const see = (event: Event) => {
    leftToBrowser = !event.defaultPrevented
    event.preventDefault()
  }
  window.addEventListener('click', see)
  act(() => void fireEvent.click(link, init))
  window.removeEventListener('click', see)
  return leftToBrowser
}

describe('a link in a table’s cell', () => {
  it('is an anchor to its path, and a plain click navigates in the page', () => {
    const router = show()
    const link = screen.getByRole('link', { name: 'disk-a' })
    expect(link).toHaveAttribute('href', '/disks/disk-a?page=2')
    expect(click(link)).toBe(false)
    expect(router.state.location).toMatchObject({ pathname: '/disks/disk-a', search: '?page=2' })
    expect(router.state.historyAction).toBe('PUSH')
    expect(router.state.preventScrollReset).toBe(false)
    expect(screen.getByRole('heading', { name: 'the disk’s page' })).toBeInTheDocument()
  })

  it('replaces the history entry of the page shown when it links there, as a browser does', () => {
    const router = show()
    const entries = window.history.length
    expect(click(screen.getByRole('link', { name: 'this list' }))).toBe(false)
    expect(router.state.historyAction).toBe('REPLACE')
    expect(window.history.length).toBe(entries)
  })

  it('takes a name of its own, and can keep the list where it was scrolled', () => {
    const router = show()
    const link = screen.getByRole('link', { name: 'Entry disk_create at 12:00' })
    expect(click(link)).toBe(false)
    expect(router.state.location.pathname).toBe('/disks/entry')
    expect(router.state.preventScrollReset).toBe(true)
  })

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])(
    'leaves a click with %o to the browser (a new tab, a window, a download)',
    (modifiers) => {
      const router = show()
      expect(click(screen.getByRole('link', { name: 'disk-a' }), modifiers)).toBe(true)
      expect(router.state.location.pathname).toBe('/disks')
    },
  )

  it('outside a table is the router’s own link, which navigates too', () => {
    const router = show()
    const link = screen.getByRole('link', { name: 'outside' })
    expect(link).toHaveAttribute('href', '/disks/outside')
    expect(click(link)).toBe(false)
    expect(router.state.location.pathname).toBe('/disks/outside')
  })
})
