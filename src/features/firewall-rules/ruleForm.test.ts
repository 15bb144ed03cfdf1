import { describe, expect, it } from 'vitest'
import type { VpcFirewallRule } from '~/api/__generated__/Api'
import { eachCase } from '../../../test/cases'
import {
  draftProtocol,
  hostDraftError,
  icmpCodeError,
  icmpTypeError,
  normalizeHost,
  normalizePort,
  portDraftError,
  portError,
  protocolDraftError,
  ruleFromValues,
  valuesFromRule,
  type RuleValues,
} from './ruleForm'

const blank = valuesFromRule()

describe('target and host drafts', () => {
  it('accepts nothing typed, since there is nothing to add', () => {
    expect(hostDraftError('ip', '  ', [])).toBeUndefined()
  })

  it('checks IPs and IP networks with the SPEC messages', () => {
    expect(hostDraftError('ip', '10.0.0.300', [])).toBe('Not a valid IP address')
    expect(hostDraftError('ip_net', '10.0.0.0', [])).toBe('Must contain an IP address and a width, separated by a /')
    expect(hostDraftError('ip_net', '10.0.0.0/x', [])).toBe('Width must be an integer')
    expect(hostDraftError('ip_net', '10.0.0.0/33', [])).toBe('Max width for IPv4 is 32')
    expect(hostDraftError('ip_net', 'fd00::/129', [])).toBe('Max width for IPv6 is 128')
    expect(hostDraftError('ip', 'fd00::1', [])).toBeUndefined()
  })

  it('checks names of VPCs, subnets and instances with the API name rules', () => {
    expect(hostDraftError('instance', 'Web', [])).toBe('Must start with a lowercase letter')
    expect(hostDraftError('subnet', 'app-', [])).toBe('Must end with a letter or number')
    expect(hostDraftError('vpc', 'backend', [])).toBeUndefined()
  })

  it('refuses an entry already in the list, however it is written', () => {
    const items = [
      { type: 'ip' as const, value: 'fd00::1' },
      { type: 'vpc' as const, value: 'default' },
    ]
    expect(hostDraftError('ip', 'FD00:0::1', items)).toBe('Items must be unique')
    expect(hostDraftError('vpc', 'default', items)).toBe('Items must be unique')
    // the same text as another kind is a different entry
    expect(hostDraftError('subnet', 'default', items)).toBeUndefined()
  })

  it('stores addresses as the API does', () => {
    expect(normalizeHost('ip', ' FD00:0:0::1 ')).toEqual({ type: 'ip', value: 'fd00::1' })
    expect(normalizeHost('ip_net', '10.1.0.0/016')).toEqual({ type: 'ip_net', value: '10.1.0.0/16' })
    expect(normalizeHost('instance', ' web-1 ')).toEqual({ type: 'instance', value: 'web-1' })
  })
})

describe('port drafts', () => {
  eachCase(portError, [
    ['22', undefined],
    ['1-65535', undefined],
    ['http', 'Not a valid port or port range'],
    ['22-', 'Not a valid port or port range'],
    ['123456', 'Not a valid port or port range'],
    ['90-80', 'A port range must not end below its start'],
    ['0', 'Ports must be between 1 and 65535'],
    ['80-70000', 'Ports must be between 1 and 65535'],
  ])

  it('refuses a port already listed, counting "22-22" as "22"', () => {
    expect(portDraftError('22-22', ['22'])).toBe('Items must be unique')
    expect(portDraftError('', ['22'])).toBeUndefined()
    expect(normalizePort('22-22')).toBe('22')
    expect(normalizePort('080-0443')).toBe('80-443')
  })
})

describe('protocol drafts', () => {
  describe('ICMP type', () => {
    eachCase(icmpTypeError, [
      ['', undefined],
      ['0', undefined],
      ['255', undefined],
      ['256', 'ICMP type must be a whole number from 0 to 255'],
      ['-1', 'ICMP type must be a whole number from 0 to 255'],
      ['8.5', 'ICMP type must be a whole number from 0 to 255'],
    ])
  })

  it.each([
    ['', '8', undefined],
    ['0', '8', undefined],
    ['0-15', '3', undefined],
    ['0', '', 'Give an ICMP type to filter by code'],
    ['x', '3', 'ICMP code must be a number or a range like 0-15'],
    ['1-2-3', '3', 'ICMP code must be a number or a range like 0-15'],
    ['0-256', '3', 'ICMP codes go from 0 to 255'],
    ['15-0', '3', 'An ICMP code range must not end below its start'],
  ])('ICMP code %j with type %j -> %j', (code, type, message) => {
    expect(icmpCodeError(code, type)).toBe(message)
  })

  it('builds the protocol from the draft fields', () => {
    const draft = (protocolType: RuleValues['protocolType'], icmpType = '', icmpCode = '') =>
      draftProtocol({ protocolType, icmpType, icmpCode })
    expect(draft('')).toBeUndefined()
    expect(draft('tcp', '8')).toEqual({ type: 'tcp' })
    expect(draft('icmp')).toEqual({ type: 'icmp', value: null })
    expect(draft('icmp', '8')).toEqual({ type: 'icmp', value: { icmpType: 8, code: null } })
    expect(draft('icmp', '3', '04-04')).toEqual({ type: 'icmp', value: { icmpType: 3, code: '4' } })
    expect(draft('icmp', '3', '0-15')).toEqual({ type: 'icmp', value: { icmpType: 3, code: '0-15' } })
    expect(draft('icmp', '300')).toBeUndefined()
  })

  it('refuses a protocol entry already listed', () => {
    const protocols: RuleValues['protocols'] = [{ type: 'tcp' }, { type: 'icmp', value: { icmpType: 8, code: null } }]
    const values = { ...blank, protocols }
    expect(protocolDraftError({ ...values, protocolType: 'tcp' })).toBe('Items must be unique')
    expect(protocolDraftError({ ...values, protocolType: 'icmp', icmpType: '8' })).toBe('Items must be unique')
    expect(protocolDraftError({ ...values, protocolType: 'icmp', icmpType: '8', icmpCode: '0' })).toBeUndefined()
    expect(protocolDraftError({ ...values, protocolType: 'udp' })).toBeUndefined()
  })
})

describe('the rule the form describes', () => {
  it('sends empty filters as null (any) and the priority as a number', () => {
    expect(ruleFromValues({ ...blank, name: 'r', priority: 7 })).toEqual({
      name: 'r',
      description: '',
      priority: 7,
      action: 'allow',
      direction: 'inbound',
      status: 'enabled',
      targets: [],
      filters: { hosts: null, ports: null, protocols: null },
    })
  })

  it('includes whatever was typed but not yet added', () => {
    const rule = ruleFromValues({
      ...blank,
      name: 'r',
      targets: [{ type: 'vpc', value: 'default' }],
      targetType: 'ip_net',
      targetValue: '10.0.0.0/8',
      hostType: 'instance',
      hostValue: 'web-1',
      protocols: [{ type: 'tcp' }],
      protocolType: 'icmp',
      icmpType: '8',
      icmpCode: '0',
      ports: ['22'],
      port: '8000-8080',
    })
    expect(rule.targets).toEqual([
      { type: 'vpc', value: 'default' },
      { type: 'ip_net', value: '10.0.0.0/8' },
    ])
    expect(rule.filters).toEqual({
      hosts: [{ type: 'instance', value: 'web-1' }],
      ports: ['22', '8000-8080'],
      protocols: [{ type: 'tcp' }, { type: 'icmp', value: { icmpType: 8, code: '0' } }],
    })
  })

  it('round-trips a rule through the form unchanged', () => {
    const rule: VpcFirewallRule = {
      id: 'x',
      vpcId: 'v',
      timeCreated: new Date(),
      timeModified: new Date(),
      name: 'allow-monitoring',
      description: 'SNMP',
      action: 'deny',
      direction: 'outbound',
      priority: 300,
      status: 'disabled',
      targets: [{ type: 'ip_net', value: '172.30.0.0/22' }],
      filters: {
        hosts: [{ type: 'vpc', value: 'backend' }],
        ports: ['161-162'],
        protocols: [{ type: 'udp' }, { type: 'icmp', value: { icmpType: 3, code: '0-15' } }],
      },
    }
    const { id: _id, vpcId: _v, timeCreated: _c, timeModified: _m, ...fields } = rule
    expect(ruleFromValues(valuesFromRule(rule))).toEqual(fields)
    expect(valuesFromRule(rule, 'allow-monitoring-abc123').name).toBe('allow-monitoring-abc123')
  })
})
