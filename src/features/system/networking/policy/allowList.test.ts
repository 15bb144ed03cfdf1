import { describe, expect, it } from 'vitest'
import { bodyOf, validateNetwork, valuesOf } from './allowList'

const nets = (...values: string[]) => values.map((value) => ({ value }))

describe('allow list networks', () => {
  it('words a bad network as SPEC section 5 does', () => {
    expect(validateNetwork(nets('10.0.0.0'), 0)).toBe('Must contain an IP address and a width, separated by a /')
    expect(validateNetwork(nets('10.0.0.0/33'), 0)).toBe('Max width for IPv4 is 32')
    expect(validateNetwork(nets('fd00::/129'), 0)).toBe('Max width for IPv6 is 128')
    expect(validateNetwork(nets('10.0.0/8'), 0)).toBe('Not a valid IP address')
    expect(validateNetwork(nets(''), 0)).toBe('Network is required')
  })

  it('refuses a network listed twice on the later one only', () => {
    const list = nets('10.0.0.0/8', '192.168.0.0/16', ' 10.0.0.0/8')
    expect(validateNetwork(list, 0)).toBeUndefined()
    expect(validateNetwork(list, 1)).toBeUndefined()
    expect(validateNetwork(list, 2)).toBe('Items must be unique')
  })

  it('sends "any" without networks, and a list trimmed', () => {
    expect(bodyOf({ allow: 'any', networks: nets('10.0.0.0/8') })).toEqual({ allow: 'any' })
    expect(bodyOf({ allow: 'list', networks: nets(' 10.0.0.0/8 ') })).toEqual({ allow: 'list', ips: ['10.0.0.0/8'] })
    expect(valuesOf({ allow: 'list', ips: ['10.0.0.0/8'] })).toEqual({ allow: 'list', networks: nets('10.0.0.0/8') })
  })
})
