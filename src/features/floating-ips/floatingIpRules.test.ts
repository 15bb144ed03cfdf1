import { describe, expect, it } from 'vitest'
import {
  addressProblem,
  canTakeFloatingIp,
  createBody,
  createErrorText,
  deleteWhyNot,
  ipFamily,
  knownPoolFamilies,
} from './floatingIpRules'

describe('ipFamily', () => {
  it('tells IPv6 by its colons', () => {
    expect(ipFamily('10.0.0.1')).toBe('IPv4')
    expect(ipFamily('fd00:99::10')).toBe('IPv6')
  })
})

describe('knownPoolFamilies', () => {
  it('vouches only for pools whose addresses in view share one family', () => {
    const families = knownPoolFamilies([
      { ip: '10.0.0.10', ipPoolId: 'v4' },
      { ip: '10.0.0.13', ipPoolId: 'v4' },
      { ip: 'fd00::1', ipPoolId: 'v6' },
      { ip: '10.0.1.1', ipPoolId: 'mixed' },
      { ip: 'fd00::2', ipPoolId: 'mixed' },
    ])
    expect(families.get('v4')).toBe('IPv4')
    expect(families.get('v6')).toBe('IPv6')
    expect(families.has('mixed')).toBe(false)
    expect(families.has('unseen')).toBe(false)
  })
})

describe('addressProblem', () => {
  it('accepts a blank address, since the API then picks one', () => {
    expect(addressProblem('')).toBeUndefined()
    expect(addressProblem('   ')).toBeUndefined()
  })

  it('refuses what is not an IP address', () => {
    expect(addressProblem('10.0.0')).toBe('Not a valid IP address')
    expect(addressProblem('not-an-ip')).toBe('Not a valid IP address')
  })

  it('accepts an address with stray spaces around it', () => {
    expect(addressProblem(' 10.0.0.20 ')).toBeUndefined()
  })

  it('refuses an address of the other family than the pool holds', () => {
    expect(addressProblem('fd00::5', { name: 'default', family: 'IPv4' })).toBe(
      'Must be an IPv4 address: pool default holds IPv4 addresses',
    )
    expect(addressProblem('10.0.0.5', { name: 'ipv6-pool', family: 'IPv6' })).toBe(
      'Must be an IPv6 address: pool ipv6-pool holds IPv6 addresses',
    )
    expect(addressProblem('10.0.0.5', { name: 'default', family: 'IPv4' })).toBeUndefined()
  })

  it('leaves the family to the API when the pool is unknown', () => {
    expect(addressProblem('fd00::5', { name: 'fresh-pool' })).toBeUndefined()
  })
})

describe('createBody', () => {
  it('leaves out a blank pool and address', () => {
    expect(createBody({ name: 'a', description: '', pool: '', ip: ' ' })).toEqual({
      name: 'a',
      description: '',
      pool: undefined,
      ip: undefined,
    })
  })

  it('sends a chosen pool and a trimmed address', () => {
    expect(createBody({ name: 'a', description: 'd', pool: 'default', ip: ' 10.0.0.20 ' })).toEqual({
      name: 'a',
      description: 'd',
      pool: 'default',
      ip: '10.0.0.20',
    })
  })
})

describe('createErrorText', () => {
  const taken = { errorCode: 'ObjectAlreadyExists', message: 'External IP name already exists' }

  it('names a taken address as such', () => {
    expect(createErrorText(taken, { name: 'a', description: '', ip: '10.0.0.13' })).toBe(
      'IP address 10.0.0.13 is already in use',
    )
  })

  it('keeps every other message as the API worded it', () => {
    const nameTaken = { errorCode: 'ObjectAlreadyExists', message: 'Floating IP name already exists' }
    expect(createErrorText(nameTaken, { name: 'a', description: '', ip: '10.0.0.13' })).toBe(nameTaken.message)
    expect(createErrorText(taken, { name: 'a', description: '' })).toBe(taken.message)
    const forbidden = { errorCode: 'Forbidden', message: 'Action not authorized' }
    expect(createErrorText(forbidden, undefined)).toBe('Action not authorized')
  })
})

describe('instance and delete rules', () => {
  it('lets a stopped instance or one with a VM take a floating IP', () => {
    for (const s of ['stopped', 'starting', 'running', 'stopping', 'rebooting'] as const) {
      expect(canTakeFloatingIp(s)).toBe(true)
    }
    for (const s of ['creating', 'failed', 'migrating', 'repairing', 'destroyed'] as const) {
      expect(canTakeFloatingIp(s)).toBe(false)
    }
  })

  it('explains why an attached floating IP cannot be deleted', () => {
    expect(deleteWhyNot({ instanceId: 'x' })).toBe('Detach the floating IP before deleting it')
    expect(deleteWhyNot({ instanceId: null })).toBeUndefined()
  })
})
