// @vitest-environment jsdom
import type { RouteObject } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '~/api/client'
import { loadQueries, redirectTo } from '~/routing'
import { readAhead, readLinksAhead } from './readAhead'

/** A query of `key` whose calls are counted, with the meta each call was made with. */
function counted(...key: string[]) {
  const queryFn = vi.fn(async ({ meta }: { meta?: Record<string, unknown> }) => ({ key, meta }))
  return { queryKey: key, queryFn }
}

function projectRoutes() {
  const project = (p: string) => counted('project', p)
  const disks = (p: string, page: string | null) => counted('disks', p, page ?? 'first')
  const made: Record<string, ReturnType<typeof counted>> = {}
  const keep = (q: ReturnType<typeof counted>) => (made[q.queryKey.join(' ')] ??= q)
  const routes: RouteObject[] = [
    {
      path: 'projects/:project',
      loader: loadQueries((p) => [keep(project(p.project))]),
      children: [
        {
          path: 'disks',
          loader: loadQueries((p, search) => [keep(disks(p.project, search.get('page')))]),
        },
        // a loader that declares nothing is left to the router
        { path: 'other', loader: vi.fn(() => null) },
      ],
    },
  ]
  return { routes, made }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => queryClient.clear())

describe('reading a page ahead of its click', () => {
  it("starts what each matched route's loader reads, marked as read ahead", async () => {
    const { routes, made } = projectRoutes()
    await readAhead(routes, '/projects/p1/disks?page=t2')
    await settled()
    expect(Object.keys(made).sort()).toEqual(['disks p1 t2', 'project p1'])
    expect(queryClient.getQueryData(['disks', 'p1', 't2'])).toEqual({
      key: ['disks', 'p1', 't2'],
      meta: { ahead: true },
    })
    expect(made['project p1']!.queryFn).toHaveBeenCalledOnce()
  })

  it('leaves what the cache holds as it is, as the loader would', async () => {
    const { routes, made } = projectRoutes()
    queryClient.setQueryData(['project', 'p1'], 'held')
    await readAhead(routes, '/projects/p1/disks')
    await settled()
    expect(made['project p1']!.queryFn).not.toHaveBeenCalled()
    expect(queryClient.getQueryData(['project', 'p1'])).toBe('held')
    expect(made['disks p1 first']!.queryFn).toHaveBeenCalledOnce()
  })

  it("gets a lazy page's code for its loader, and a list page's component beside its reads", async () => {
    const read = counted('instance', 'i1')
    const component = vi.fn(async () => () => null)
    const routes: RouteObject[] = [
      { path: 'instances/:instance', lazy: async () => ({ loader: loadQueries(() => [read]) }) },
      { path: 'disks', loader: loadQueries(() => []), lazy: { Component: component } },
    ]
    await readAhead(routes, '/instances/i1')
    await readAhead(routes, '/disks')
    await settled()
    expect(read.queryFn).toHaveBeenCalledOnce()
    expect(component).toHaveBeenCalledOnce()
  })

  it('reads the page a path redirects to, as far as three steps', async () => {
    const { routes, made } = projectRoutes()
    routes[0]!.children!.push({ index: true, loader: redirectTo((p) => `/projects/${p.project}/disks`) })
    const loop: RouteObject[] = [{ path: 'loop/:project', loader: redirectTo((p) => `/loop/${p.project}`) }]
    await readAhead(routes, '/projects/p1')
    await readAhead(loop, '/loop/p1')
    await settled()
    expect(Object.keys(made).sort()).toEqual(['disks p1 first', 'project p1'])
    expect(made['project p1']!.queryFn).toHaveBeenCalledOnce()
  })

  it('reads nothing at or below a gate, which decides before its pages are read', async () => {
    const { routes, made } = projectRoutes()
    const gated: RouteObject[] = [{ path: 'system', middleware: [vi.fn()], children: routes }]
    await readAhead(gated, '/system/projects/p1/disks')
    await settled()
    expect(made).toEqual({})
  })

  it('reads nothing for a path no route matches, a param the routes refuse, or another origin', async () => {
    const { routes, made } = projectRoutes()
    await readAhead(routes, '/nowhere')
    await readAhead(routes, '/projects/Not_A_Name/disks')
    await readAhead(routes, 'https://elsewhere.example/projects/p1/disks')
    await settled()
    expect(made).toEqual({})
  })
})

describe('which links are read, and when', () => {
  // one watcher for the whole file: it listens on the document, as the console's does
  const { routes, made } = projectRoutes()
  readLinksAhead({ routes })
  document.body.innerHTML = `
    <a href="/projects/p1/disks">Disks</a>
    <a href="/projects/p2/disks">Other</a>
    <a href="/projects/p3/disks" target="_blank">New tab</a>
    <p>Text</p>`
  const [disks, other, newTab] = [...document.querySelectorAll('a')]
  const text = document.querySelector('p')!
  const fire = (target: Element, type: string, init: MouseEventInit = {}) =>
    target.dispatchEvent(new MouseEvent(type, { bubbles: true, ...init }))
  const diskPagesRead = () => Object.keys(made).filter((k) => k.startsWith('disks'))

  afterEach(() => {
    vi.useRealTimers()
    for (const key of Object.keys(made)) delete made[key]
  })

  it('reads a link the pointer rests on, and not one it crosses on its way', async () => {
    vi.useFakeTimers()
    fire(other!, 'pointerover')
    vi.advanceTimersByTime(30)
    fire(other!, 'pointerout', { relatedTarget: text })
    vi.advanceTimersByTime(200)
    expect(diskPagesRead()).toEqual([])

    fire(disks!, 'pointerover')
    vi.advanceTimersByTime(100)
    await vi.runAllTimersAsync()
    expect(diskPagesRead()).toEqual(['disks p1 first'])
  })

  it('takes a press that had its code loaded, and a link the focus is on by then', async () => {
    const press = new MouseEvent('pointerdown', { bubbles: true, button: 0 })
    other!.dispatchEvent(press)
    await settled()
    for (const key of Object.keys(made)) delete made[key]
    // a second watcher, as the console makes when that event loads the code
    const second = projectRoutes()
    readLinksAhead({ routes: second.routes }, press)
    await settled()
    expect(Object.keys(second.made).filter((k) => k.startsWith('disks'))).toEqual(['disks p2 first'])

    // a focus: the link the focus is on once the code is in (it may have moved on meanwhile)
    const third = projectRoutes()
    disks!.focus()
    readLinksAhead({ routes: third.routes }, new FocusEvent('focusin'))
    await vi.waitFor(() => expect(Object.keys(third.made)).toContain('disks p1 first'))
    disks!.blur()
  })

  it('reads a link at once when it is pressed, unless the press opens it elsewhere', async () => {
    fire(other!, 'pointerdown', { button: 0, ctrlKey: true })
    fire(other!, 'pointerdown', { button: 2 })
    fire(newTab!, 'pointerdown', { button: 0 })
    await settled()
    expect(diskPagesRead()).toEqual([])
    fire(other!, 'pointerdown', { button: 0 })
    await settled()
    expect(diskPagesRead()).toEqual(['disks p2 first'])
  })
})
