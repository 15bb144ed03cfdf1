import { QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '~/api/client'
import { FLEET_ADMIN_ONLY, useNetworkChangeRefusal } from './fleetRole'

const ME = 'aaaaaaaa-0000-4000-8000-000000000001'
const MY_GROUP = 'aaaaaaaa-0000-4000-8000-000000000002'

/** The API as a user with these fleet roles sees it: who they are, their groups, the system policy. */
function apiFor(assignments: { identity_id: string; role_name: string }[]) {
  const bodies: Record<string, unknown> = {
    '/v1/me': {
      id: ME,
      display_name: 'me',
      silo_id: ME,
      silo_name: 'demo-silo',
      fleet_viewer: true,
      silo_admin: false,
    },
    '/v1/me/groups': { items: [{ id: MY_GROUP, display_name: 'ops', silo_id: ME }], next_page: null },
    '/v1/system/policy': {
      role_assignments: assignments.map((a) => ({ ...a, identity_type: 'silo_user' })),
    },
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const res = Response.json(bodies[new URL(url, 'http://console.test').pathname] ?? {})
      Object.defineProperty(res, 'url', { value: url })
      return res
    }),
  )
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
)

afterEach(() => queryClient.clear())

describe('who may change the rack’s network', () => {
  it('refuses a fleet viewer, with the reason the disabled controls give', async () => {
    apiFor([{ identity_id: ME, role_name: 'viewer' }])
    const { result } = renderHook(() => useNetworkChangeRefusal(), { wrapper })
    await waitFor(() => expect(result.current).toBe(FLEET_ADMIN_ONLY))
  })

  it('lets a fleet admin through, counting the roles of their groups', async () => {
    apiFor([
      { identity_id: ME, role_name: 'viewer' },
      { identity_id: MY_GROUP, role_name: 'admin' },
    ])
    const { result } = renderHook(() => useNetworkChangeRefusal(), { wrapper })
    // the answers arrive, and no refusal comes of them
    await waitFor(() => expect(queryClient.isFetching()).toBe(0))
    await waitFor(() =>
      expect(
        queryClient
          .getQueryCache()
          .getAll()
          .every((q) => q.state.data),
      ).toBe(true),
    )
    expect(result.current).toBeUndefined()
  })
})
