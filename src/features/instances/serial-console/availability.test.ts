import { describe, expect, it } from 'vitest'
import type { InstanceState } from '~/api/__generated__/Api'
import { hasConsole, noConsoleMessage, pollInterval } from './availability'

const instance = (runState: InstanceState, extra: { autoRestartEnabled?: boolean } = {}) => ({
  name: 'db-primary',
  runState,
  autoRestartEnabled: extra.autoRestartEnabled ?? false,
  autoRestartCooldownExpiration: undefined,
})

describe('hasConsole', () => {
  it('is true only while running, rebooting, migrating or repairing (SPEC section 4)', () => {
    const all: InstanceState[] = [
      'creating',
      'starting',
      'running',
      'stopping',
      'stopped',
      'rebooting',
      'migrating',
      'repairing',
      'failed',
      'destroyed',
    ]
    expect(all.filter(hasConsole)).toEqual(['running', 'rebooting', 'migrating', 'repairing'])
  })
})

describe('pollInterval', () => {
  it('follows transitions closely and other states now and then', () => {
    expect(pollInterval('starting')).toBe(1000)
    expect(pollInterval('stopping')).toBe(1000)
    expect(pollInterval('stopped')).toBe(5000)
    expect(pollInterval('running')).toBe(5000)
  })

  it('stops for a destroyed instance or no data', () => {
    expect(pollInterval('destroyed')).toBe(false)
    expect(pollInterval(undefined)).toBe(false)
  })
})

describe('noConsoleMessage', () => {
  it('names the state and the states that have a console', () => {
    expect(noConsoleMessage(instance('stopped')).summary).toBe(
      'db-primary is stopped. An instance has a serial console only while it is running, rebooting, migrating or repairing.',
    )
  })

  it('offers a start where one is allowed', () => {
    expect(noConsoleMessage(instance('stopped'))).toMatchObject({
      canStart: true,
      advice: expect.stringMatching(/^Start the instance/),
    })
    expect(noConsoleMessage(instance('failed')).canStart).toBe(true)
    expect(noConsoleMessage(instance('starting'))).toMatchObject({
      canStart: false,
      advice: expect.stringMatching(/connects by itself/),
    })
    expect(noConsoleMessage(instance('stopping'))).toMatchObject({
      canStart: false,
      advice: expect.stringMatching(/Once it has stopped/),
    })
  })

  it('says when a failed instance will be restarted for the user', () => {
    expect(noConsoleMessage(instance('failed', { autoRestartEnabled: true })).advice).toMatch(
      /restart it automatically/,
    )
    expect(noConsoleMessage(instance('failed')).advice).not.toMatch(/automatically/)
  })
})
