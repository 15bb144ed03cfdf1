import { beforeEach, describe, expect, it } from 'vitest'
import { trackPowerAction, verdict, WATCH_LIMIT_MS, type PowerData } from './power'
import { activities } from './store'

const T0 = 1_000_000
const stop: PowerData = { project: 'p', instance: 'web-1', awaited: 'stopped', left: true }
const reboot: PowerData = { project: 'p', instance: 'web-1', awaited: 'running', left: false }
const at = (state: PowerData['awaited'], t = T0 + 1) => ({ state, at: t })

describe('verdict', () => {
  it('waits while the instance is on its way, and is done when it gets there', () => {
    expect(verdict(stop, at('stopping'), T0, T0 + 5)).toEqual({ kind: 'wait' })
    expect(verdict(stop, at('stopped'), T0, T0 + 5)).toEqual({
      kind: 'end',
      status: 'done',
      detail: 'Instance stopped',
    })
  })

  it('ignores a reading from before the call (the query cache)', () => {
    expect(verdict(stop, at('stopped', T0 - 1), T0, T0 + 5)).toEqual({ kind: 'wait' })
    expect(verdict(stop, undefined, T0, T0 + 5)).toEqual({ kind: 'wait' })
  })

  it('a reboot is done only after the instance was seen out of running', () => {
    expect(verdict(reboot, at('running'), T0, T0 + 5)).toEqual({ kind: 'wait' })
    expect(verdict(reboot, at('rebooting'), T0, T0 + 5)).toEqual({ kind: 'left' })
    expect(verdict({ ...reboot, left: true }, at('running'), T0, T0 + 5)).toMatchObject({ status: 'done' })
  })

  it('fails when the instance fails or is gone', () => {
    expect(verdict(stop, at('failed'), T0, T0 + 5)).toEqual({
      kind: 'end',
      status: 'failed',
      detail: 'The instance failed',
    })
    expect(verdict(stop, { gone: true }, T0, T0 + 5)).toMatchObject({
      status: 'failed',
      detail: 'The instance no longer exists',
    })
  })

  it('gives up after the limit, saying where the instance was', () => {
    const late = T0 + WATCH_LIMIT_MS + 1
    expect(verdict(stop, at('stopping', late), T0, late)).toEqual({
      kind: 'end',
      status: 'interrupted',
      detail: 'Stopped watching after 15 minutes; it was still stopping',
    })
  })
})

describe('trackPowerAction', () => {
  beforeEach(() => {
    activities.get().forEach((a) => activities.finish(a.id, 'done'))
    activities.clearFinished()
  })
  const flush = () => new Promise((r) => setTimeout(r))

  it('starts a resumable running entry linking to the instance', async () => {
    trackPowerAction('p', 'web-1', 'stop', Promise.resolve({ runState: 'stopping' }))
    await flush()
    expect(activities.get()[0]).toMatchObject({
      kind: 'instance',
      title: 'Stop web-1',
      to: '/projects/p/instances/web-1',
      status: 'running',
      resumable: true,
      data: { project: 'p', instance: 'web-1', awaited: 'stopped', left: true },
    })
  })

  it('a reboot answered as rebooting has left running', async () => {
    trackPowerAction('p', 'web-1', 'reboot', Promise.resolve({ runState: 'rebooting' }))
    await flush()
    expect(activities.get()[0].data).toMatchObject({ left: true, awaited: 'running' })
  })

  it('fails with the API message when the call is refused', async () => {
    trackPowerAction('p', 'web-1', 'start', Promise.reject(new Error('instance state is running, cannot start')))
    await flush()
    expect(activities.get()[0]).toMatchObject({
      status: 'failed',
      detail: 'instance state is running, cannot start',
      resumable: false,
    })
  })
})
