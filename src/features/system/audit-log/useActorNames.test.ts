// @vitest-environment jsdom
// a .ts file, run in the unit project: __MOCK__, which the API client reads, is defined only
// for its files
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { createElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AuditLogEntry } from '~/api/__generated__/Api'
import { queryClient } from '~/api/client'
import { actorLabel } from './entries'
import { useActorNames } from './actorNames'

afterEach(() => {
  cleanup()
  queryClient.clear()
  vi.unstubAllGlobals()
})

/** A fleet whose first page of silos holds near-silo and goes on; far-silo is past it. */
function fleetPastOnePage() {
  const asked: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const { pathname, search } = new URL(url, 'http://console.test')
      asked.push(pathname + search)
      const silo = (id: string, name: string) => ({ id, name, description: '', discoverable: true })
      const body =
        pathname === '/v1/system/silos'
          ? { items: [silo('s-near', 'near-silo')], next_page: 'more' }
          : pathname === '/v1/system/silos/s-far'
            ? silo('s-far', 'far-silo')
            : { items: [{ id: 'u-1', display_name: 'ada' }], next_page: null }
      const res = Response.json(body)
      Object.defineProperty(res, 'url', { value: url })
      return res
    }),
  )
  return asked
}

const entry = (siloId: string) => ({ actor: { kind: 'silo_user', siloId, siloUserId: 'u-1' } }) as AuditLogEntry

function Actors({ entries }: { entries: AuditLogEntry[] }) {
  const names = useActorNames(entries)
  return createElement('p', null, names.ready ? entries.map((e) => actorLabel(e.actor, names)).join('; ') : 'reading')
}

describe('useActorNames', () => {
  it('names a silo past the fleet’s first page of silos by reading it on its own', async () => {
    const asked = fleetPastOnePage()
    const entries = [entry('s-near'), entry('s-far')]
    render(createElement(QueryClientProvider, { client: queryClient }, createElement(Actors, { entries })))
    expect(await screen.findByText('ada (near-silo); ada (far-silo)')).toBeInTheDocument()
    // the one silo the first page leaves out, by id; no other page of silos
    expect(asked.filter((a) => a.startsWith('/v1/system/silos'))).toEqual([
      '/v1/system/silos?limit=1000',
      '/v1/system/silos/s-far',
    ])
  })
})
