import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '~/api/client'
import { loadEffectiveAccess } from './EffectiveAccessTable'

/** Answers the calls the loader makes, holding the silo's groups until `release`; records each call's path. */
function silo() {
  let release!: () => void
  const groupsHeld = new Promise<void>((resolve) => (release = resolve))
  const calls: string[] = []
  const bodies: Record<string, unknown> = {
    '/v1/projects': { items: [{ id: 'p-1', name: 'web' }], next_page: null },
    '/v1/policy': { role_assignments: [] },
    '/v1/projects/web/policy': { role_assignments: [] },
    '/v1/groups': { items: [{ id: 'g-1', display_name: 'devs' }], next_page: null },
    '/v1/users': { items: [], next_page: null },
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://console.test').pathname
      calls.push(path)
      if (path === '/v1/groups') await groupsHeld
      const res = Response.json(bodies[path])
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
  it("reads the first projects' policies for a user without waiting for who is in which group", async () => {
    const { calls, release } = silo()
    const loading = loadEffectiveAccess('user')
    await vi.waitFor(() => expect(calls).toContain('/v1/projects/web/policy'))
    expect(calls).toContain('/v1/groups')
    expect(calls).not.toContain('/v1/users')
    release()
    await loading
    // then each group's members
    expect(calls).toContain('/v1/users')
  })

  it("reads no group's members for a group's table", async () => {
    const { calls } = silo()
    await loadEffectiveAccess('group')
    expect(calls.sort()).toEqual(['/v1/policy', '/v1/projects', '/v1/projects/web/policy'])
  })
})
