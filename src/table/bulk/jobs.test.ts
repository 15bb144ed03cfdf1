import { describe, expect, it } from 'vitest'
import { activities } from '~/features/activity/store'
import { allJobs, isFinished, MAX_IN_FLIGHT, retryFailed, startJob, summaryOf } from './jobs'

/** A call the test settles by hand, counting how many of its kind are out at once. */
function calls() {
  let out = 0
  let most = 0
  const sent: string[] = []
  const pending = new Map<string, { ok: () => void; fail: (message: string) => void }>()
  const call = (name: string) => () =>
    new Promise<void>((resolve, reject) => {
      sent.push(name)
      out++
      most = Math.max(most, out)
      pending.set(name, {
        ok: () => (out--, pending.delete(name), resolve()),
        fail: (message) => (out--, pending.delete(name), reject(new Error(message))),
      })
    })
  return { call, sent, pending, most: () => most }
}

const settle = () => new Promise((r) => setTimeout(r, 0))
const jobOf = (id: string) => allJobs().find((j) => j.id === id)!
const statuses = (id: string) => jobOf(id).items.map((i) => i.status)

describe('bulk jobs', () => {
  it(`has at most ${MAX_IN_FLIGHT} calls in flight and starts the next as one ends`, async () => {
    const c = calls()
    const names = ['a', 'b', 'c', 'd', 'e', 'f']
    const id = startJob({
      title: 'Delete 6 disks',
      to: '/d',
      done: 'deleted',
      items: names.map((n) => ({ name: n, run: c.call(n) })),
    })
    await settle()
    expect(c.sent).toEqual(['a', 'b', 'c', 'd'])
    expect(statuses(id)).toEqual(['running', 'running', 'running', 'running', 'queued', 'queued'])
    c.pending.get('b')!.ok()
    await settle()
    expect(c.sent).toEqual(['a', 'b', 'c', 'd', 'e'])
    for (const n of ['a', 'c', 'd', 'e']) c.pending.get(n)!.ok()
    await settle()
    c.pending.get('f')!.ok()
    await settle()
    expect(c.most()).toBe(MAX_IN_FLIGHT)
    expect(isFinished(jobOf(id))).toBe(true)
    expect(summaryOf(jobOf(id))).toBe('6 deleted')
  })

  it('keeps the API message of a failed item, retries only the failed ones, and sums up', async () => {
    const c = calls()
    let refreshed = 0
    const id = startJob({
      title: 'Stop 3 instances',
      to: '/i',
      done: 'stopped',
      items: ['a', 'b', 'c'].map((n) => ({ name: n, run: c.call(n) })),
      afterEach: () => refreshed++,
    })
    await settle()
    c.pending.get('a')!.ok()
    c.pending.get('b')!.fail('instance is busy')
    c.pending.get('c')!.ok()
    await settle()
    expect(refreshed).toBe(3)
    expect(jobOf(id).items[1]).toEqual({ name: 'b', status: 'failed', message: 'instance is busy' })
    expect(summaryOf(jobOf(id))).toBe('2 stopped, 1 failed')
    const entry = activities.get().find((a) => a.title === 'Stop 3 instances')!
    expect(entry).toMatchObject({ status: 'failed', detail: '2 stopped, 1 failed', to: '/i' })

    retryFailed(id)
    await settle()
    expect(c.sent).toEqual(['a', 'b', 'c', 'b'])
    expect(statuses(id)).toEqual(['done', 'running', 'done'])
    c.pending.get('b')!.ok()
    await settle()
    expect(summaryOf(jobOf(id))).toBe('3 stopped')
    expect(activities.get()[0]).toMatchObject({ title: 'Stop 3 instances: retry of 1 failed', status: 'done' })
  })

  it('reports progress to the activity store while it runs', async () => {
    const c = calls()
    startJob({
      title: 'Delete 2 keys',
      to: '/k',
      done: 'deleted',
      items: ['a', 'b'].map((n) => ({ name: n, run: c.call(n) })),
    })
    await settle()
    c.pending.get('a')!.ok()
    await settle()
    expect(activities.get()[0]).toMatchObject({
      title: 'Delete 2 keys',
      status: 'running',
      detail: '1 of 2 done',
      progress: 0.5,
    })
    c.pending.get('b')!.ok()
    await settle()
    expect(activities.get()[0]).toMatchObject({ status: 'done', detail: '2 deleted' })
  })
})
