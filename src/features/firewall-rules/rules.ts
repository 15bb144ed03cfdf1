// A VPC's firewall rules are one resource to the API: it reads the whole list and
// replaces the whole list. These helpers build that list from what was read, so an edit
// to one rule sends every other rule back exactly as it was.
import type {
  VpcFirewallRule,
  VpcFirewallRuleHostFilter,
  VpcFirewallRuleProtocol,
  VpcFirewallRuleTarget,
  VpcFirewallRuleUpdate,
} from '~/api/__generated__/Api'

/** Targets and host filters name things the same five ways. */
export type HostKind = VpcFirewallRuleTarget['type']
export type Host = VpcFirewallRuleTarget | VpcFirewallRuleHostFilter

export const HOST_KINDS: { value: HostKind; label: string }[] = [
  { value: 'vpc', label: 'VPC' },
  { value: 'subnet', label: 'Subnet' },
  { value: 'instance', label: 'Instance' },
  { value: 'ip', label: 'IP' },
  { value: 'ip_net', label: 'IP network' },
]

export const hostKindLabel = (kind: HostKind) => HOST_KINDS.find((k) => k.value === kind)?.label ?? kind

/** Copies one protocol into the update's shape: ICMP always says whether it has a type. */
function protocolForUpdate(p: VpcFirewallRuleProtocol): VpcFirewallRuleProtocol {
  if (p.type !== 'icmp') return { type: p.type }
  if (!p.value) return { type: 'icmp', value: null }
  return { type: 'icmp', value: { icmpType: p.value.icmpType, code: p.value.code ?? null } }
}

const copyHost = <T extends Host>(h: T): T => ({ ...h })

/**
 * One rule as read, in the shape the update takes: every user-set field, nothing the
 * system owns (id, VPC, times). The client turns the keys into the body's snake_case.
 * A filter the API left out stays out (null): null means "any", which an empty list
 * would not necessarily mean.
 */
export function ruleToUpdate(rule: VpcFirewallRule): VpcFirewallRuleUpdate {
  const { hosts, ports, protocols } = rule.filters
  return {
    name: rule.name,
    description: rule.description,
    action: rule.action,
    direction: rule.direction,
    priority: rule.priority,
    status: rule.status,
    targets: rule.targets.map(copyHost),
    filters: {
      hosts: hosts ? hosts.map(copyHost) : null,
      ports: ports ? [...ports] : null,
      protocols: protocols ? protocols.map(protocolForUpdate) : null,
    },
  }
}

export const ruleExistsMessage = (name: string) => `A rule named ${name} already exists`
const ruleGoneMessage = (name: string) =>
  `Rule ${name} no longer exists; someone may have deleted it. Close this form to see the current rules.`

/** The list with `rule` added, refusing a name already taken. */
export function withRuleAdded(current: VpcFirewallRule[], rule: VpcFirewallRuleUpdate): VpcFirewallRuleUpdate[] {
  if (current.some((r) => r.name === rule.name)) throw new Error(ruleExistsMessage(rule.name))
  return [...current.map(ruleToUpdate), rule]
}

/** The list with the rule once named `originalName` replaced, in place, by `rule`. */
export function withRuleReplaced(
  current: VpcFirewallRule[],
  originalName: string,
  rule: VpcFirewallRuleUpdate,
): VpcFirewallRuleUpdate[] {
  if (!current.some((r) => r.name === originalName)) throw new Error(ruleGoneMessage(originalName))
  if (rule.name !== originalName && current.some((r) => r.name === rule.name)) {
    throw new Error(ruleExistsMessage(rule.name))
  }
  return current.map((r) => (r.name === originalName ? rule : ruleToUpdate(r)))
}

/** The list without the rule named `name`. */
export function withRuleRemoved(current: VpcFirewallRule[], name: string): VpcFirewallRuleUpdate[] {
  if (!current.some((r) => r.name === name)) throw new Error(`Rule ${name} no longer exists`)
  return current.filter((r) => r.name !== name).map(ruleToUpdate)
}

/** The order rules are shown in: by priority, then by name. */
export const byPriorityThenName = (a: VpcFirewallRule, b: VpcFirewallRule) =>
  a.priority - b.priority || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)

/** "TCP", "ICMP", "ICMP type 8", "ICMP type 3 code 0-15" */
export function protocolLabel(p: VpcFirewallRuleProtocol): string {
  if (p.type !== 'icmp') return p.type.toUpperCase()
  if (!p.value) return 'ICMP'
  const code = p.value.code == null ? '' : ` code ${p.value.code}`
  return `ICMP type ${p.value.icmpType}${code}`
}

/** When two protocol entries are the same entry, whatever shape the ICMP filter came in. */
export const protocolKey = (p: VpcFirewallRuleProtocol) =>
  p.type !== 'icmp' ? p.type : `icmp:${p.value?.icmpType ?? ''}:${p.value?.code ?? ''}`

export const hostKey = (h: Host) => `${h.type}:${h.value}`
