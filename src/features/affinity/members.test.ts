import { describe, expect, it } from 'vitest'
import type { Instance } from '~/api/__generated__/Api'
import type { Member } from './kinds'
import { candidatesFor } from './members'

const instance = (name: string, runState: Instance['runState']) => ({ id: `id-${name}`, name, runState }) as Instance
const member = (name: string): Member => ({
  type: 'instance',
  value: { id: `id-${name}`, name, runState: 'stopped' },
})

describe('candidatesFor', () => {
  it('leaves out members, offers stopped instances first and says why the others cannot join', () => {
    const instances = [
      instance('web', 'running'),
      instance('db', 'stopped'),
      instance('batch', 'failed'),
      instance('app', 'stopped'),
      instance('cache', 'stopped'),
    ]
    expect(candidatesFor(instances, [member('cache')])).toEqual([
      { name: 'app', state: 'stopped', unavailable: undefined },
      { name: 'db', state: 'stopped', unavailable: undefined },
      { name: 'batch', state: 'failed', unavailable: 'The instance is failed; only stopped instances can be added' },
      { name: 'web', state: 'running', unavailable: 'The instance is running; only stopped instances can be added' },
    ])
  })
})
