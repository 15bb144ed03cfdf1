// The rule editor's values and rules. Each list (targets, hosts, protocols, ports) has a
// draft: what the user is typing before pressing Add. A draft that is valid when the form
// is saved is saved with it, so nothing typed is silently lost; an invalid one blocks the
// save with its message.
import ipaddr from 'ipaddr.js'
import type {
  VpcFirewallRule,
  VpcFirewallRuleAction,
  VpcFirewallRuleDirection,
  VpcFirewallRuleProtocol,
  VpcFirewallRuleStatus,
  VpcFirewallRuleUpdate,
} from '~/api/__generated__/Api'
import { validateName, validateUniqueItems } from '~/forms/validators'
import { parsePortRange, validateIp, validateIpNet } from '~/util/ip'
import { hostKey, protocolKey, type Host, type HostKind } from './rules'

type ProtocolKind = VpcFirewallRuleProtocol['type']

export type RuleValues = {
  name: string
  description: string
  priority: number | ''
  action: VpcFirewallRuleAction
  direction: VpcFirewallRuleDirection
  status: VpcFirewallRuleStatus
  targets: Host[]
  targetType: HostKind
  targetValue: string
  hosts: Host[]
  hostType: HostKind
  hostValue: string
  protocols: VpcFirewallRuleProtocol[]
  protocolType: ProtocolKind | ''
  icmpType: string
  icmpCode: string
  ports: string[]
  port: string
}

const DEFAULT_PRIORITY = 1000

const emptyDrafts = {
  targetType: 'vpc',
  targetValue: '',
  hostType: 'ip',
  hostValue: '',
  protocolType: '',
  icmpType: '',
  icmpCode: '',
  port: '',
} as const

/** The editor's starting values: blank, or a copy of `rule` (for editing or cloning). */
export function valuesFromRule(rule?: VpcFirewallRule, name = rule?.name ?? ''): RuleValues {
  if (!rule) {
    return {
      name,
      description: '',
      priority: DEFAULT_PRIORITY,
      action: 'allow',
      direction: 'inbound',
      status: 'enabled',
      targets: [],
      hosts: [],
      protocols: [],
      ports: [],
      ...emptyDrafts,
    }
  }
  return {
    name,
    description: rule.description,
    priority: rule.priority,
    action: rule.action,
    direction: rule.direction,
    status: rule.status,
    targets: rule.targets.map((t) => ({ ...t })),
    hosts: (rule.filters.hosts ?? []).map((h) => ({ ...h })),
    protocols: (rule.filters.protocols ?? []).map((p) => ({ ...p })),
    ports: [...(rule.filters.ports ?? [])],
    ...emptyDrafts,
  }
}

// ---------------------------------------------------------------------------------------
// targets and host filters

/** The value as the API will store it, so "FD00::1" and "fd00::1" count as one entry. */
export function normalizeHost(type: HostKind, raw: string): Host {
  const value = raw.trim()
  if (type === 'ip' && !validateIp(value)) return { type, value: ipaddr.parse(value).toString() }
  if (type === 'ip_net' && !validateIpNet(value)) {
    const [addr, width] = value.split('/')
    return { type, value: `${ipaddr.parse(addr).toString()}/${Number(width)}` }
  }
  return { type, value } as Host
}

/** The draft fields of the targets and of the host filters: a kind and a value. */
export const HOST_DRAFTS = {
  targets: { typeName: 'targetType', valueName: 'targetValue' },
  hosts: { typeName: 'hostType', valueName: 'hostValue' },
} as const

/** The target or host filter the list's draft fields describe; undefined when nothing is typed. */
export function draftHost(values: RuleValues, list: keyof typeof HOST_DRAFTS): Host | undefined {
  const { typeName, valueName } = HOST_DRAFTS[list]
  return values[valueName].trim() ? normalizeHost(values[typeName], values[valueName]) : undefined
}

const nameLabels: Partial<Record<HostKind, string>> = {
  vpc: 'VPC name',
  subnet: 'Subnet name',
  instance: 'Instance name',
}

/** Why the typed host can't be added to `items`; undefined when it can, or nothing is typed. */
export function hostDraftError(type: HostKind, raw: string, items: Host[]): string | undefined {
  const value = raw.trim()
  if (!value) return undefined
  const invalid =
    type === 'ip' ? validateIp(value) : type === 'ip_net' ? validateIpNet(value) : validateName(value, nameLabels[type])
  return invalid ?? validateUniqueItems([...items, normalizeHost(type, value)], hostKey)
}

// ---------------------------------------------------------------------------------------
// ports

/** A port or range as the API stores it: "22-22" is "22". */
export function normalizePort(raw: string): string {
  const range = parsePortRange(raw)
  if (!range) return raw.trim()
  return range[0] === range[1] ? String(range[0]) : `${range[0]}-${range[1]}`
}

export function portError(raw: string): string | undefined {
  const value = raw.trim()
  const range = parsePortRange(value)
  if (!range) {
    const backwards = value.match(/^(\d{1,5})-(\d{1,5})$/)
    if (backwards) return 'A port range must not end below its start'
    return 'Not a valid port or port range'
  }
  if (range[0] < 1 || range[1] > 65535) return 'Ports must be between 1 and 65535'
  return undefined
}

/** The port the draft field describes; undefined when nothing is typed. */
export const draftPort = ({ port }: Pick<RuleValues, 'port'>) => (port.trim() ? normalizePort(port) : undefined)

export function portDraftError(raw: string, items: string[]): string | undefined {
  if (!raw.trim()) return undefined
  return portError(raw) ?? validateUniqueItems([...items, normalizePort(raw)])
}

// ---------------------------------------------------------------------------------------
// protocols

const WHOLE_NUMBER = /^\d+$/

export function icmpTypeError(raw: string): string | undefined {
  const value = raw.trim()
  if (!value) return undefined
  if (!WHOLE_NUMBER.test(value) || Number(value) > 255) return 'ICMP type must be a whole number from 0 to 255'
  return undefined
}

export function icmpCodeError(rawCode: string, rawType: string): string | undefined {
  const code = rawCode.trim()
  if (!code) return undefined
  if (!rawType.trim()) return 'Give an ICMP type to filter by code'
  const m = code.match(/^(\d{1,3})(?:-(\d{1,3}))?$/)
  if (!m) return 'ICMP code must be a number or a range like 0-15'
  const low = Number(m[1])
  const high = m[2] === undefined ? low : Number(m[2])
  if (low > 255 || high > 255) return 'ICMP codes go from 0 to 255'
  if (high < low) return 'An ICMP code range must not end below its start'
  return undefined
}

/** The protocol the draft fields describe, or undefined when none is chosen or it is invalid. */
export function draftProtocol(
  values: Pick<RuleValues, 'protocolType' | 'icmpType' | 'icmpCode'>,
): VpcFirewallRuleProtocol | undefined {
  const { protocolType, icmpType, icmpCode } = values
  if (!protocolType) return undefined
  if (protocolType !== 'icmp') return { type: protocolType }
  if (icmpTypeError(icmpType) || icmpCodeError(icmpCode, icmpType)) return undefined
  if (!icmpType.trim()) return { type: 'icmp', value: null }
  const code = icmpCode.trim()
  const [low, high = low] = code.split('-').map(Number)
  return {
    type: 'icmp',
    value: { icmpType: Number(icmpType.trim()), code: !code ? null : low === high ? String(low) : `${low}-${high}` },
  }
}

/** Only a protocol's duplication is its own error; ICMP type and code have theirs. */
export function protocolDraftError(values: RuleValues): string | undefined {
  const p = draftProtocol(values)
  return p ? validateUniqueItems([...values.protocols, p], protocolKey) : undefined
}

// ---------------------------------------------------------------------------------------

const orNull = <T>(items: T[]) => (items.length ? items : null)
const withDraft = <T>(items: T[], draft: T | undefined) => (draft === undefined ? items : [...items, draft])

/**
 * The rule the form describes, with any valid unadded draft included. An empty filter
 * list is sent as null, the API's "any".
 */
export function ruleFromValues(values: RuleValues): VpcFirewallRuleUpdate {
  const hosts = withDraft(values.hosts, draftHost(values, 'hosts'))
  const ports = withDraft(values.ports, draftPort(values))
  const protocols = withDraft(values.protocols, draftProtocol(values))
  return {
    name: values.name,
    description: values.description,
    priority: Number(values.priority),
    action: values.action,
    direction: values.direction,
    status: values.status,
    targets: withDraft(values.targets, draftHost(values, 'targets')),
    filters: { hosts: orNull(hosts), ports: orNull(ports), protocols: orNull(protocols) },
  }
}
