import { describe, expect, it } from 'vitest'
import { DISK_STATES, INSTANCE_STATES as ALL } from '../../test/apiStates'
import type { InstanceState } from './__generated__/Api'
import {
  autoRestartDue,
  diskCan,
  diskWhyNot,
  instanceCan,
  instanceWhyNot,
  isDiskTransitioning,
  isTransitioning,
  type DiskAction,
  type InstanceAction,
} from './capabilities'

// SPEC section 4, one row per action: the states in which it is allowed
const instanceTable: [InstanceAction, InstanceState[]][] = [
  ['start', ['stopped', 'failed']],
  ['delete', ['stopped', 'failed']],
  ['resize', ['stopped', 'failed', 'creating']],
  ['updateBootDisk', ['stopped', 'failed', 'creating']],
  ['reboot', ['running']],
  ['stop', ['running', 'starting', 'rebooting', 'failed']],
  ['detachDisk', ['creating', 'stopped', 'failed']],
  ['attachDisk', ['creating', 'stopped']],
  ['updateNic', ['stopped']],
  ['addToAffinityGroup', ['stopped']],
  ['serialConsole', ['running', 'rebooting', 'migrating', 'repairing']],
]

describe('instance actions by state', () => {
  it.each(instanceTable)('%s is allowed exactly in %j', (action, allowed) => {
    for (const state of ALL) expect(instanceCan(action, state), `${action} in ${state}`).toBe(allowed.includes(state))
  })

  it('explains a refusal with the allowed states', () => {
    expect(instanceWhyNot('start', 'running')).toBe('Only available when the instance is stopped or failed')
    expect(instanceWhyNot('stop', 'stopped')).toBe(
      'Only available when the instance is running, starting, rebooting or failed',
    )
    expect(instanceWhyNot('start', 'stopped')).toBeUndefined()
  })

  it('counts creating, starting, stopping and rebooting as transitioning', () => {
    expect(ALL.filter(isTransitioning)).toEqual(['creating', 'starting', 'stopping', 'rebooting'])
  })
})

const diskTable: [DiskAction, string[]][] = [
  ['delete', ['detached', 'faulted']],
  ['snapshot', ['attached', 'detached']],
  ['attach', ['creating', 'detached']],
  ['detach', ['attached']],
  ['setAsBoot', ['attached']],
]

describe('disk actions by state', () => {
  it.each(diskTable)('%s is allowed exactly in %j', (action, allowed) => {
    for (const state of DISK_STATES)
      expect(diskCan(action, state), `${action} in ${state}`).toBe(allowed.includes(state))
  })

  it('explains a refusal', () => {
    expect(diskWhyNot('delete', 'attached')).toBe('Only available when the disk is detached or faulted')
  })

  it('counts the states that end by themselves as transitioning', () => {
    expect(DISK_STATES.filter(isDiskTransitioning)).toEqual([
      'attaching',
      'creating',
      'detaching',
      'importing_from_url',
      'importing_from_bulk_writes',
      'finalizing',
    ])
  })
})

describe('automatic restart of a failed instance', () => {
  const now = new Date('2025-06-01T12:00:00Z')
  const failed = { runState: 'failed' as const, autoRestartEnabled: true }
  it.each([
    ['no cooldown', { ...failed, autoRestartCooldownExpiration: undefined }, true],
    ['cooldown passed', { ...failed, autoRestartCooldownExpiration: new Date('2025-06-01T11:59:00Z') }, true],
    ['cooldown ahead', { ...failed, autoRestartCooldownExpiration: new Date('2025-06-01T12:01:00Z') }, false],
    ['auto-restart off', { ...failed, autoRestartEnabled: false, autoRestartCooldownExpiration: undefined }, false],
    ['not failed', { ...failed, runState: 'stopped' as const, autoRestartCooldownExpiration: undefined }, false],
  ])('%s', (_name, instance, due) => {
    expect(autoRestartDue(instance, now)).toBe(due)
  })
})
