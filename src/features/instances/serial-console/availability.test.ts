import { describe, expect, it } from 'vitest'
import type { InstanceState } from '~/api/__generated__/Api'
import { noConsoleMessage, pollInterval } from './availability'

const instance = (runState: InstanceState, extra: { autoRestartEnabled?: boolean } = {}) => ({
  name: 'db-primary',
  runState,
  autoRestartEnabled: extra.autoRestartEnabled ?? false,
  autoRestartCooldownExpiration: undefined,
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

  // what the page advises in each state without a console, and whether it offers a start
  it.each([
    ['creating', /connects by itself/, false],
    ['starting', /connects by itself/, false],
    ['stopping', /^Once it has stopped/, false],
    ['stopped', /^Start the instance/, true],
    ['failed', /^Start the instance/, true],
    ['destroyed', /has been deleted/, false],
  ] as [InstanceState, RegExp, boolean][])('%s: %s, start offered: %s', (state, advice, canStart) => {
    expect(noConsoleMessage(instance(state))).toMatchObject({ advice: expect.stringMatching(advice), canStart })
  })

  it('says when a failed instance will be restarted for the user', () => {
    expect(noConsoleMessage(instance('failed', { autoRestartEnabled: true })).advice).toMatch(
      /restart it automatically/,
    )
    expect(noConsoleMessage(instance('failed')).advice).not.toMatch(/automatically/)
  })
})
