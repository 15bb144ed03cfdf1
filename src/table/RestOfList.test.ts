// @vitest-environment jsdom
// a .ts file, run in the unit project: __MOCK__, which the API client reads, is defined only
// for its files
import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createElement, Fragment } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '~/api/client'
import { projectsQuery } from '~/api/everyPage'
import { useWholeList } from '~/api/useWholeList'
import { apiqAll } from '~/api/queries'
import { RestOfList } from './RestOfList'

afterEach(() => {
  cleanup()
  queryClient.clear()
  vi.unstubAllGlobals()
})

const project = (name: string) => ({
  id: name,
  name,
  description: '',
  timeCreated: new Date(0),
  timeModified: new Date(0),
})
const wire = (name: string) => ({ id: name, name, description: '', time_created: '', time_modified: '' })

/** Answers the page after the first with `b` while `fails` is false, and with a 500 while it is true. */
function answerSecondPage() {
  const state = { fails: true }
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      state.fails
        ? new Response(JSON.stringify({ request_id: 'r', message: 'Internal Server Error' }), {
            status: 500,
            headers: { 'content-type': 'application/json' },
          })
        : new Response(JSON.stringify({ items: [wire('b')], next_page: null }), {
            headers: { 'content-type': 'application/json' },
          }),
    ),
  )
  return state
}

function Projects() {
  const projects = useWholeList('projectList', {})
  const items = (projects.items ?? []).map((p) => createElement('li', { key: p.name }, p.name))
  return createElement(
    Fragment,
    null,
    createElement('ul', null, items),
    createElement(RestOfList, { list: projects, what: "silo's projects" }),
  )
}

async function renderWithFirstPage(nextPage: string | null) {
  // as a page's loader leaves it
  queryClient.setQueryData(apiqAll('projectList', {}).queryKey, { items: [project('a')], nextPage })
  render(createElement(QueryClientProvider, { client: queryClient }, createElement(Projects)))
  await act(async () => {})
}

describe('a whole list offered from its first page', () => {
  it('shows the first page at once, says the rest is being read, and shows it once in', async () => {
    const second = answerSecondPage()
    second.fails = false
    let answer = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    const fetch = vi.mocked(globalThis.fetch)
    const real = fetch.getMockImplementation()!
    fetch.mockImplementation(async (...args) => {
      await answered
      return real(...args)
    })
    await renderWithFirstPage('t1')
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a'])
    expect(screen.getByRole('status')).toHaveTextContent("The silo's projects past the first 1,000 are being read.")

    await act(async () => answer())
    expect(await screen.findByText('b')).toBeInTheDocument()
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    expect(String(fetch.mock.calls[0][0])).toContain('page_token=t1')
  })

  it('says when the rest could not be read, keeps the first page, and reads it again on Try again', async () => {
    const second = answerSecondPage()
    await renderWithFirstPage('t1')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Could not read the silo's projects past the first 1,000: they are not listed. Try again",
    )
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a'])

    second.fails = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('b')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('says nothing and asks for nothing when the first page is the whole list', async () => {
    answerSecondPage()
    await renderWithFirstPage(null)
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a'])
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(globalThis.fetch).not.toHaveBeenCalled()
  })

  it('says nothing of the rest before the first page is in, nor when it could not be read: its page says why', async () => {
    const second = answerSecondPage()
    second.fails = false
    vi.mocked(globalThis.fetch).mockImplementation(() => new Promise<Response>(() => {}))
    render(createElement(QueryClientProvider, { client: queryClient }, createElement(Projects)))
    await act(async () => {})
    expect(screen.getByRole('status')).toBeEmptyDOMElement()

    cleanup()
    queryClient.clear()
    answerSecondPage()
    render(createElement(QueryClientProvider, { client: queryClient }, createElement(Projects)))
    const failed = (key: readonly unknown[]) => queryClient.getQueryState(key)?.status === 'error'
    await vi.waitFor(() =>
      expect(failed(apiqAll('projectList', {}).queryKey) && failed(projectsQuery.queryKey)).toBe(true),
    )
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
