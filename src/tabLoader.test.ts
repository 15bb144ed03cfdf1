import type { LoaderFunctionArgs } from 'react-router'
import { expect, it, vi } from 'vitest'
import { routeParams } from './params'
import { reading, readsOf, type AnyQuery } from './routing'
import { loadTab } from './tabLoader'

const query = (name: string) => ({ queryKey: [name] }) as AnyQuery
const tabOf = (search: URLSearchParams) => (search.get('tab') === 'silos' ? 'silos' : 'ranges')
const tab = (name: string) =>
  reading(
    vi.fn(async () => name),
    () => [query(name)],
  )

it('runs the loader of the tab the search names, and declares that tab’s reads', async () => {
  const tabs = { ranges: tab('ranges'), silos: tab('silos') }
  const loader = loadTab(tabOf, tabs)
  const args = (url: string) => ({ request: new Request(url), params: {} }) as unknown as LoaderFunctionArgs

  await loader(args('https://console.test/system/networking/ip-pools/p?tab=silos'))
  expect(tabs.silos).toHaveBeenCalledOnce()
  expect(tabs.ranges).not.toHaveBeenCalled()
  await loader(args('https://console.test/system/networking/ip-pools/p'))
  expect(tabs.ranges).toHaveBeenCalledOnce()

  const reads = readsOf(loader)!
  const pool = routeParams({ pool: 'p' })
  expect(reads(pool, new URLSearchParams('tab=silos'))).toEqual([query('silos')])
  // a tab the page does not have is its first
  expect(reads(pool, new URLSearchParams('tab=nope'))).toEqual([query('ranges')])
})
