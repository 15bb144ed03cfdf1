import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FakeObserver } from '../../test/fakeObserver'
import { ItemByIdCell } from './itemById'

type Thing = { id: string; name: string }
type Page = { items: Thing[]; nextPage?: string | null }

/** A list read that answers with `page`, or fails; counts its calls. */
function fakeList(key: string, page: Page | Error, calls: string[]) {
  return queryOptions<Page>({
    queryKey: ['list', key],
    queryFn: async () => {
      calls.push(key)
      if (page instanceof Error) throw page
      return page
    },
    retry: false,
  })
}

const fakeOwn = (id: string, answer: Thing | Error, calls: string[]) =>
  queryOptions<Thing>({
    queryKey: ['own', id],
    queryFn: async () => {
      calls.push(`own ${id}`)
      if (answer instanceof Error) throw answer
      return answer
    },
    retry: false,
  })

function Named(props: { lists: ReturnType<typeof fakeList>[]; id: string; own: ReturnType<typeof fakeOwn> }) {
  return (
    <ItemByIdCell lists={props.lists} id={props.id} own={props.own}>
      {(read) => (
        <span data-testid={props.id}>
          {read.status === 'found'
            ? read.item.name
            : read.status === 'error'
              ? `error: ${read.error.message}`
              : `${props.id}:…`}
        </span>
      )}
    </ItemByIdCell>
  )
}

function renderRows(rows: Parameters<typeof Named>[0][]) {
  const client = new QueryClient()
  render(
    <QueryClientProvider client={client}>
      {rows.map((r) => (
        <Named key={r.id} {...r} />
      ))}
    </QueryClientProvider>,
  )
}

const a = { id: 'a', name: 'alpha' }
const b = { id: 'b', name: 'beta' }

describe('ItemByIdCell', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    FakeObserver.all = []
  })

  it('names every row from one read of the list, with no read of its own', async () => {
    const calls: string[] = []
    const list = fakeList('things', { items: [a, b], nextPage: null }, calls)
    renderRows([a, b].map((t) => ({ lists: [list], id: t.id, own: fakeOwn(t.id, t, calls) })))
    expect(await screen.findByText('alpha')).toBeInTheDocument()
    expect(await screen.findByText('beta')).toBeInTheDocument()
    expect(calls).toEqual(['things'])
  })

  it('looks in each list in turn, and reads an id none holds on its own (made since, or gone)', async () => {
    const calls: string[] = []
    const lists = [fakeList('project', { items: [a] }, calls), fakeList('silo', { items: [b] }, calls)]
    renderRows([
      { lists, id: 'b', own: fakeOwn('b', b, calls) },
      { lists, id: 'new', own: fakeOwn('new', { id: 'new', name: 'made since' }, calls) },
      { lists, id: 'gone', own: fakeOwn('gone', new Error('Not Found'), calls) },
    ])
    expect(await screen.findByText('beta')).toBeInTheDocument()
    expect(await screen.findByText('made since')).toBeInTheDocument()
    expect(await screen.findByTestId('gone')).toHaveTextContent('error: Not Found')
    expect(calls.sort()).toEqual(['own gone', 'own new', 'project', 'silo'])
  })

  it('reads an id on its own where a list failed or holds more than one read', async () => {
    const calls: string[] = []
    const failed = fakeList('failed', new Error('503'), calls)
    const partial = fakeList('partial', { items: [a], nextPage: 'more' }, calls)
    renderRows([
      { lists: [failed], id: 'b', own: fakeOwn('b', b, calls) },
      { lists: [partial], id: 'c', own: fakeOwn('c', new Error('Not Found'), calls) },
      { lists: [partial], id: 'a', own: fakeOwn('a', a, calls) },
    ])
    expect(await screen.findByText('beta')).toBeInTheDocument()
    expect(await screen.findByText('error: Not Found')).toBeInTheDocument()
    expect(await screen.findByText('alpha')).toBeInTheDocument()
    expect(calls.sort()).toEqual(['failed', 'own b', 'own c', 'partial'])
  })

  it('reads an id no list holds only once its row is on screen', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    const calls: string[] = []
    const partial = fakeList('partial', { items: [a], nextPage: 'more' }, calls)
    const c = { id: 'c', name: 'gamma' }
    const d = { id: 'd', name: 'delta' }
    renderRows([a, c, d].map((t) => ({ lists: [partial], id: t.id, own: fakeOwn(t.id, t, calls) })))
    expect(await screen.findByText('alpha')).toBeInTheDocument()
    expect(screen.getByTestId('c')).toHaveTextContent('c:…')
    expect(calls).toEqual(['partial'])

    FakeObserver.show(['c'])
    expect(await screen.findByText('gamma')).toBeInTheDocument()
    await waitFor(() => expect(calls).toEqual(['partial', 'own c']))
    expect(screen.getByTestId('d')).toHaveTextContent('d:…')
  })
})
