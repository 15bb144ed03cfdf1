import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '~/api/client'
import { loadEffectiveAccess } from './EffectiveAccessTable'

/**
 * Answers the calls the loader makes (the silo's policy gives group g-1 a role, g-2 is named
 * nowhere), holding the silo's policy until `release`; records each call's path and query.
 */
function silo() {
  let release!: () => void
  const policyHeld = new Promise<void>((resolve) => (release = resolve))
  const calls: string[] = []
  const bodies: Record<string, unknown> = {
    '/v1/projects': { items: [{ id: 'p-1', name: 'web' }], next_page: null },
    '/v1/policy': { role_assignments: [{ identity_type: 'silo_group', identity_id: 'g-1', role_name: 'viewer' }] },
    '/v1/projects/web/policy': { role_assignments: [] },
    '/v1/groups': {
      items: [
        { id: 'g-1', display_name: 'devs' },
        { id: 'g-2', display_name: 'ops' },
      ],
      next_page: null,
    },
    '/v1/users': { items: [], next_page: null },
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const { pathname, search } = new URL(url, 'http://console.test')
      calls.push(pathname + search)
      if (pathname === '/v1/policy') await policyHeld
      const res = Response.json(bodies[pathname])
      Object.defineProperty(res, 'url', { value: url })
      return res
    }),
  )
  return { calls, release }
}

afterEach(() => {
  queryClient.clear()
  vi.unstubAllGlobals()
})

describe('loadEffectiveAccess', () => {
  it("reads the first projects' policies for a user without waiting for the silo's", async () => {
    const { calls, release } = silo()
    const loading = loadEffectiveAccess('user')
    await vi.waitFor(() => expect(calls).toContain('/v1/projects/web/policy'))
    release()
    await loading
  })

  it('reads the members of the groups the policies name for a user, and of no other group', async () => {
    const { calls, release } = silo()
    release()
    await loadEffectiveAccess('user')
    const members = calls.filter((c) => c.startsWith('/v1/users'))
    expect(members).toEqual(['/v1/users?group=g-1&limit=1000'])
    // the groups' first page names them; no group's members are read to find the user's groups
    expect(calls).toContain('/v1/groups?limit=1000')
  })

  it("reads no group's members for a group's table", async () => {
    const { calls, release } = silo()
    release()
    await loadEffectiveAccess('group')
    expect(calls.sort()).toEqual(['/v1/policy', '/v1/projects/web/policy', '/v1/projects?limit=1000'])
  })
})
