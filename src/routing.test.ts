import { createMemoryRouter, type RouteObject } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from './api/client'
import { type LazyArea, layoutRoute, loadQueries, patchLazyAreas, readFirstPage } from './routing'

/** A router over a project layout whose pages come from a lazy area, as in src/routes.tsx. */
function projectRouter(load: LazyArea['load']) {
  const area: LazyArea = { id: 'project', path: '/projects/:project', load: vi.fn(load) }
  const routes: RouteObject[] = [
    { path: 'projects', loader: () => 'projects' },
    { path: 'projects-new', loader: () => 'new' },
    { id: area.id, path: 'projects/:project', children: [{ index: true, loader: () => 'index' }] },
  ]
  const router = createMemoryRouter(routes, { patchRoutesOnNavigation: patchLazyAreas([area]) })
  return { router, load: area.load }
}

const leaf = (router: ReturnType<typeof projectRouter>['router']) => router.state.matches.at(-1)?.route

describe('lazy areas', () => {
  it('adds an area under a path with a param the first time a page inside it is visited', async () => {
    const { router, load } = projectRouter(async () => [{ path: 'disks', loader: () => 'disks' }])
    await router.navigate('/projects')
    await router.navigate('/projects-new')
    expect(load).not.toHaveBeenCalled()

    // the router may ask more than once while it matches; the app's `load` is a cached import
    await router.navigate('/projects/my-project/disks')
    expect(load).toHaveBeenCalled()
    expect(leaf(router)?.path).toBe('disks')
    expect(router.state.loaderData[leaf(router)!.id]).toBe('disks')

    // another project's page: the routes are there already
    await router.navigate('/projects/other/disks')
    expect(leaf(router)?.path).toBe('disks')
    expect(router.state.errors).toBeNull()
  })

  it('fails inside the area’s layout when its code does not arrive, and asks again next time', async () => {
    const lost = new TypeError('Failed to fetch dynamically imported module')
    let arrives = false
    const { router } = projectRouter(async () => {
      if (!arrives) throw lost
      return [{ path: 'disks', loader: () => 'disks' }]
    })
    await router.navigate('/projects/my-project/disks')
    expect(Object.values(router.state.errors ?? {})).toEqual([lost])
    expect(router.state.matches.map((m) => m.route.id)).toContain('project')

    arrives = true
    await router.navigate('/projects/my-project/disks')
    expect(leaf(router)?.path).toBe('disks')
    expect(router.state.errors).toBeNull()
  })

  it('runs another project’s page loader at once, not after the area’s import again', async () => {
    const disks = vi.fn(() => 'disks')
    // a dynamic import resolves in a later task, as the browser's import() of a loaded module does
    const { router, load } = projectRouter(
      () => new Promise((resolve) => setTimeout(() => resolve([{ path: 'disks', loader: disks }]), 0)),
    )
    await router.navigate('/projects/my-project/disks')
    expect(leaf(router)?.path).toBe('disks')

    let taskRan = false
    setTimeout(() => (taskRan = true), 0)
    const loaderCalled = new Promise<boolean>((resolve) =>
      disks.mockImplementationOnce(() => {
        resolve(!taskRan)
        return 'disks'
      }),
    )
    const navigating = router.navigate('/projects/other/disks')
    // before any other task: a render of the page being left waited for one
    expect(await loaderCalled).toBe(true)
    await navigating
    expect(load).toHaveBeenCalledTimes(1)
    expect(router.state.loaderData[leaf(router)!.id]).toBe('disks')
  })

  it('loads the area again when the navigation that loaded it was left before it arrived', async () => {
    let arrive = () => {}
    const { router, load } = projectRouter(
      () =>
        new Promise((resolve) => {
          arrive = () => resolve([{ path: 'disks', loader: () => 'disks' }])
        }),
    )
    const first = router.navigate('/projects/my-project/disks')
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    await router.navigate('/projects')
    arrive()
    await first

    const second = router.navigate('/projects/my-project/disks')
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2))
    arrive()
    await second
    expect(leaf(router)?.path).toBe('disks')
    expect(router.state.errors).toBeNull()
  })

  it('adds pages beside others under a layout without a path, even where page-not-found matches', async () => {
    const area: LazyArea = {
      id: 'silo',
      path: ['/certificates', '/certificates-new'],
      load: vi.fn(async () => [
        { path: 'certificates', loader: () => 'list' },
        { path: 'certificates-new', loader: () => 'new' },
      ]),
    }
    const routes: RouteObject[] = [
      { id: 'silo', children: [{ path: 'projects', loader: () => 'projects' }] },
      { path: '*', loader: () => 'not found' },
    ]
    const router = createMemoryRouter(routes, { patchRoutesOnNavigation: patchLazyAreas([area]) })
    await router.navigate('/certificate')
    expect(area.load).not.toHaveBeenCalled()
    expect(leaf(router)?.path).toBe('*')

    await router.navigate('/certificates-new')
    expect(leaf(router)?.path).toBe('certificates-new')
    await router.navigate('/certificates')
    expect(leaf(router)?.path).toBe('certificates')
  })
})

describe('a first visit to a lazy area’s page', () => {
  afterEach(() => queryClient.clear())

  /** A project layout reading the project, and an area whose disk list is one of its first pages. */
  function projectArea() {
    const sent: string[] = []
    const call = (what: string) => ({ queryKey: [what], queryFn: vi.fn(async () => (sent.push(what), what)) })
    const disks = loadQueries((p, search) => [call(`disks of ${p.project}, ${search.get('limit') ?? 'first'} a page`)])
    const area: LazyArea = {
      id: 'project',
      path: '/projects/:project',
      load: vi.fn(async () => [{ path: 'disks', loader: disks }]),
      firstPages: [[(p) => `/projects/${p.project}/disks`, disks]],
    }
    const routes = [
      layoutRoute(() => null, {
        id: area.id,
        path: 'projects/:project',
        reads: (p) => [call(`project ${p.project}`)],
        children: [{ index: true, loader: () => null }],
      }),
    ]
    return { area, routes, sent }
  }

  const at = (url: string) => new URL(url, 'https://console.test') as unknown as Location

  it('sends its list’s calls and its layout’s before the area’s code comes, each once', async () => {
    const { area, routes, sent } = projectArea()
    readFirstPage(routes, [area], at('/projects/mine/disks?limit=10'))
    await vi.waitFor(() => expect(sent).toHaveLength(2))
    // the page's own call first: the first row waits for it
    expect(sent).toEqual(['disks of mine, 10 a page', 'project mine'])
    expect(area.load).not.toHaveBeenCalled()

    // the router, made after, finds them in the cache: no call is sent twice
    const router = createMemoryRouter(routes, {
      initialEntries: ['/projects/mine/disks?limit=10'],
      patchRoutesOnNavigation: patchLazyAreas([area]),
    })
    await vi.waitFor(() => expect(router.state.initialized).toBe(true))
    expect(router.state.errors).toBeNull()
    expect(sent).toEqual(['disks of mine, 10 a page', 'project mine'])
  })

  it('sends nothing for a page that is not a first page, or a param the route refuses', async () => {
    const { area, routes, sent } = projectArea()
    for (const url of [
      '/projects/mine/disks/boot',
      '/projects/mine/disks-new',
      '/projects/Not%20A%20Name/disks',
      '/projects',
    ])
      readFirstPage(routes, [area], at(url))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(sent).toEqual([])
  })
})
