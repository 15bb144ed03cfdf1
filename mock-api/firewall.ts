/**
 * Checking and normalising a replacement list of firewall rules, the way the API does once
 * the body's shape is valid: unique rule names, at most 1024 rules and 256 of each part of a
 * rule, ports 1-65535 and ICMP codes 0-255 with ranges that do not run backwards. The mock
 * also refuses an entry listed twice in one list, which the API would store as given.
 *
 * Names in targets and host filters are not resolved: like the API, a rule may name a
 * subnet or instance that does not exist (yet); it simply matches nothing until it does.
 */
import type { Json } from '../src/api/__generated__/msw-handlers'
import type * as Api from '../src/api/__generated__/Api'
import { invalidRequest, invalidValue } from './errors'
import { formatIp, normalizeNet, parseIp } from './ip'
import type { VpcFirewallRuleRow } from './records'

const MAX_RULES_PER_VPC = 1024
const MAX_RULE_PARTS = 256

type RuleUpdate = Json<Api.VpcFirewallRuleUpdate>
type Filters = VpcFirewallRuleRow['filters']
type HostOrTarget = VpcFirewallRuleRow['targets'][number] | NonNullable<Filters['hosts']>[number]
type Protocol = NonNullable<Filters['protocols']>[number]

export type CheckedRule = Omit<VpcFirewallRuleRow, 'id' | 'vpc_id' | 'time_created' | 'time_modified'>

/** A parse failure, worded like the API's body deserialiser: where, then why. */
const unparsable = (where: string, why: string) => invalidRequest(`unable to parse JSON body: ${where}: ${why}`)

/** One number of a port or ICMP range, with the reasons Rust's integer parsing gives. */
function parseBound(text: string, max: number, nonZero: boolean): number | string {
  if (!/^\d+$/.test(text)) return `"${text}" unparsable for type: invalid digit found in string`
  const n = Number(text)
  if (n > max) return `"${text}" unparsable for type: number too large to fit in target type`
  if (nonZero && n === 0) return `"${text}" unparsable for type: number would be zero for non-zero type`
  return n
}

/** `a` or `a-b` with a <= b, in canonical form (`a-a` is `a`), or the reason it is not. */
function parseRange(text: string, max: number, nonZero: boolean): { value: string } | { error: string } {
  const [left, right, extra] = text.split('-')
  if (extra !== undefined) return { error: `"${text}" unparsable for type: invalid digit found in string` }
  if (right === undefined) {
    const n = parseBound(left, max, nonZero)
    return typeof n === 'string' ? { error: n } : { value: String(n) }
  }
  if (left === '') return { error: 'range has no start value' }
  if (right === '') return { error: 'range has no end value' }
  const first = parseBound(left, max, nonZero)
  if (typeof first === 'string') return { error: first }
  const last = parseBound(right, max, nonZero)
  if (typeof last === 'string') return { error: last }
  if (first > last) return { error: 'range has larger start value than end value' }
  return { value: first === last ? String(first) : `${first}-${last}` }
}

function normalizeHost<T extends HostOrTarget>(item: T, where: string): T {
  if (item.type === 'ip') {
    const ip = parseIp(item.value)
    if (!ip) throw unparsable(where, `invalid IP address "${item.value}"`)
    return { ...item, value: formatIp(ip) }
  }
  if (item.type === 'ip_net') {
    const net = normalizeNet(item.value)
    if (!net) throw unparsable(where, `invalid IP network "${item.value}"`)
    return { ...item, value: net }
  }
  return item
}

function normalizeProtocol(p: Protocol, where: string): Protocol {
  if (p.type !== 'icmp') return { type: p.type }
  if (!p.value) return { type: 'icmp', value: null }
  let code: string | null = null
  if (p.value.code != null) {
    const parsed = parseRange(p.value.code, 255, false)
    if ('error' in parsed) throw unparsable(`${where}.value.code`, parsed.error)
    code = parsed.value
  }
  return { type: 'icmp', value: { icmp_type: p.value.icmp_type, code } }
}

function assertUnique(items: unknown[], label: string, rule: string) {
  const seen = new Set<string>()
  for (const item of items) {
    const key = JSON.stringify(item)
    if (seen.has(key)) {
      const shown = typeof item === 'string' ? item : key
      throw invalidValue(label, `rule "${rule}" lists ${shown} more than once`)
    }
    seen.add(key)
  }
}

function assertMaxParts(items: unknown[] | null | undefined, label: string) {
  if (items && items.length > MAX_RULE_PARTS) throw invalidValue(label, `max length ${MAX_RULE_PARTS}`)
}

function checkRule(rule: RuleUpdate, i: number): CheckedRule {
  const at = `rules[${i}]`
  const { hosts, ports, protocols } = rule.filters
  assertMaxParts(rule.targets, 'targets')
  assertMaxParts(hosts, 'filters.hosts')
  assertMaxParts(ports, 'filters.ports')
  assertMaxParts(protocols, 'filters.protocols')

  const filters: Filters = {
    hosts: hosts ? hosts.map((h, j) => normalizeHost(h, `${at}.filters.hosts[${j}]`)) : null,
    ports: ports
      ? ports.map((p, j) => {
          const parsed = parseRange(p, 65535, true)
          if ('error' in parsed) throw unparsable(`${at}.filters.ports[${j}]`, parsed.error)
          return parsed.value
        })
      : null,
    protocols: protocols ? protocols.map((p, j) => normalizeProtocol(p, `${at}.filters.protocols[${j}]`)) : null,
  }
  const targets = rule.targets.map((t, j) => normalizeHost(t, `${at}.targets[${j}]`))

  assertUnique(targets, 'targets', rule.name)
  assertUnique(filters.hosts ?? [], 'filters.hosts', rule.name)
  assertUnique(filters.ports ?? [], 'filters.ports', rule.name)
  assertUnique(filters.protocols ?? [], 'filters.protocols', rule.name)

  const { name, description, status, direction, action, priority } = rule
  return { name, description, status, direction, action, priority, targets, filters }
}

/** The rules as the API would store them, or the first reason it would refuse them. */
export function checkRules(rules: RuleUpdate[]): CheckedRule[] {
  const names = new Set<string>()
  const dupes = new Set<string>()
  for (const r of rules) (names.has(r.name) ? dupes : names).add(r.name)
  if (dupes.size > 0) {
    const list = [...dupes].map((d) => `"${d}"`).join(', ')
    throw invalidValue('rules', `Rule names must be unique. Duplicates: [${list}]`)
  }
  if (rules.length > MAX_RULES_PER_VPC) throw invalidValue('rules', `max length ${MAX_RULES_PER_VPC}`)
  return rules.map(checkRule)
}
