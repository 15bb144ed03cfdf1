import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from './client'
import { fleetViewerQuery, requireFleetViewer } from './session'

/** Answers every call with this status and body, as the API would, and counts the calls. */
function answer(status: number, body: unknown) {
  const calls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(new URL(url, 'http://console.test').pathname)
      const res = Response.json(body, { status })
      Object.defineProperty(res, 'url', { value: url })
      return res
    }),
  )
  return calls
}

const refusal = (error_code: string) => ({ request_id: 'r', error_code, message: error_code })

afterEach(() => queryClient.clear())

describe('requireFleetViewer', () => {
  it('lets a fleet viewer through, asking once', async () => {
    const calls = answer(200, { role_assignments: [] })
    await expect(requireFleetViewer()).resolves.toBeUndefined()
    await expect(requireFleetViewer()).resolves.toBeUndefined()
    // the gate's question, whose answer is the fleet explainers' read of the policy too
    await vi.waitFor(() => expect(calls.filter((path) => path === '/v1/system/policy')).toHaveLength(1))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(calls.filter((path) => path === '/v1/system/policy')).toHaveLength(1)
  })

  it('sends who the user is and what the explainers read beside its own call, the system’s after it', async () => {
    const me = { id: 'u1', display_name: 'ops', silo_id: 's1', silo_name: 'ops-silo', fleet_viewer: true }
    let letThrough!: () => void
    const gate = new Promise<void>((resolve) => (letThrough = resolve))
    const calls: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const path = new URL(url, 'http://console.test').pathname
        calls.push(path)
        if (path === '/v1/system/policy') await gate
        const body = path === '/v1/me' ? me : path === '/v1/me/groups' ? { items: [] } : { role_assignments: [] }
        const res = Response.json(body)
        Object.defineProperty(res, 'url', { value: url })
        return res
      }),
    )
    const passing = requireFleetViewer()
    await vi.waitFor(() => expect(calls).toContain('/v1/me'))
    expect(calls.sort()).toEqual(['/v1/me', '/v1/me/groups', '/v1/policy', '/v1/system/policy'])

    letThrough()
    await passing
    // the fleet explainers' reads once the gate has let the user in: their silo (the fleet's
    // policy is the gate's answer, not asked for again)
    await vi.waitFor(() => expect(calls).toContain('/v1/system/silos/s1'))
    expect(calls.filter((path) => path === '/v1/system/policy')).toHaveLength(1)
  })

  it.each([403, 404])('turns a %i into page-not-found', async (status) => {
    answer(status, refusal(status === 403 ? 'Forbidden' : 'ObjectNotFound'))
    const thrown: unknown = await requireFleetViewer().catch((e: unknown) => e)
    // React Router's `data(null, { status: 404 })`, which the route's error screen gets as a 404
    expect(thrown).toMatchObject({ init: { status: 404 } })
  })

  it('passes any other failure on, and forgets it so that trying again asks again', async () => {
    answer(500, refusal('Internal'))
    const thrown: unknown = await requireFleetViewer().catch((e: unknown) => e)
    expect(thrown).toMatchObject({ statusCode: 500 })
    expect(queryClient.getQueryData(fleetViewerQuery.queryKey)).toBeUndefined()
    const calls = answer(200, { role_assignments: [] })
    await expect(requireFleetViewer()).resolves.toBeUndefined()
    expect(calls.filter((path) => path === '/v1/system/policy').length).toBeGreaterThan(0)
  })

  it('makes no other system call for a user it turns away', async () => {
    const calls = answer(403, refusal('Forbidden'))
    await requireFleetViewer().catch(() => undefined)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(calls.filter((path) => path.startsWith('/v1/system/'))).toEqual(['/v1/system/policy'])
  })
})
