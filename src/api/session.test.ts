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
  it('lets a fleet viewer through, asking the system policy once', async () => {
    const calls = answer(200, { role_assignments: [] })
    await expect(requireFleetViewer()).resolves.toBeUndefined()
    await expect(requireFleetViewer()).resolves.toBeUndefined()
    expect(calls).toEqual(['/v1/system/policy'])
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
    expect(calls).toEqual(['/v1/system/policy'])
  })
})
