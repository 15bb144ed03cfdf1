// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'

const load = async () => {
  vi.resetModules()
  return (await import('./store')).activities
}

describe('activities', () => {
  beforeEach(() => sessionStorage.clear())

  it('lists entries newest first and ends them with their outcome', async () => {
    const activities = await load()
    const a = activities.start({ kind: 'bulk', title: 'Delete 2 disks' })
    const b = activities.start({ kind: 'upload', title: 'Upload a.iso' })
    activities.update(a, { detail: '1 of 2 done', progress: 0.5 })
    activities.finish(b, 'failed', 'Image name already exists')
    expect(activities.get().map((e) => [e.title, e.status, e.detail])).toEqual([
      ['Upload a.iso', 'failed', 'Image name already exists'],
      ['Delete 2 disks', 'running', '1 of 2 done'],
    ])
    activities.clearFinished()
    expect(activities.get().map((e) => e.title)).toEqual(['Delete 2 disks'])
  })

  it('after a reload, running work is interrupted unless it can be resumed', async () => {
    let activities = await load()
    activities.start({ kind: 'upload', title: 'Upload a.iso' })
    activities.start({ kind: 'instance', title: 'Stop web-1', resumable: true, data: { state: 'stopped' } })
    const done = activities.start({ kind: 'bulk', title: 'Delete 1 disk' })
    activities.finish(done, 'done')
    activities = await load()
    expect(activities.get().map((e) => [e.title, e.status])).toEqual([
      ['Delete 1 disk', 'done'],
      ['Stop web-1', 'running'],
      ['Upload a.iso', 'interrupted'],
    ])
    expect(activities.get()[2].detail).toBe('Interrupted when the page was reloaded')
  })

  it('keeps at most 50 entries, dropping the oldest finished, never running work', async () => {
    const activities = await load()
    const first = activities.start({ kind: 'bulk', title: 'still running' })
    for (let i = 0; i < 60; i++) activities.finish(activities.start({ kind: 'bulk', title: `job ${i}` }), 'done')
    const titles = activities.get().map((e) => e.title)
    expect(titles).toHaveLength(50)
    expect(titles).toContain('still running')
    expect(titles[0]).toBe('job 59')
    expect(activities.get().find((e) => e.id === first)?.status).toBe('running')
  })

  it('starts empty from storage it cannot read', async () => {
    sessionStorage.setItem('console-activity', '{not json')
    expect((await load()).get()).toEqual([])
  })
})
