/**
 * A VPC's firewall rules, which the API treats as one resource: read the whole list, or
 * replace it. Every replacement gives every rule a new id and creation time, as the API's
 * does, and rules come back sorted by name.
 */
import type { MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { currentUser } from '../auth'
import { db } from '../db'
import { checkRules } from '../firewall'
import { changeable } from '../lookups'
import type { VpcFirewallRuleRow, VpcRow } from '../records'
import { timestamp } from '../resources'
import { vpcFromQuery } from '../vpc-lookups'

const byName = (a: VpcFirewallRuleRow, b: VpcFirewallRuleRow) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)

const rulesOf = (vpc: VpcRow) => db.firewallRules.filter((r) => r.vpc_id === vpc.id).sort(byName)

export const firewallRuleHandlers: Partial<MSWHandlers> = {
  vpcFirewallRulesView({ query, ...params }) {
    const user = currentUser(params)
    const { row: vpc } = vpcFromQuery(user, query)
    return { rules: rulesOf(vpc) }
  },

  vpcFirewallRulesUpdate({ query, body, ...params }) {
    const user = currentUser(params)
    const { row: vpc } = changeable(user, vpcFromQuery(user, query))
    const checked = checkRules(body.rules ?? [])
    const now = timestamp()
    const rules: VpcFirewallRuleRow[] = checked.map((rule) => ({
      ...rule,
      id: crypto.randomUUID(),
      vpc_id: vpc.id,
      time_created: now,
      time_modified: now,
    }))
    db.firewallRules = [...db.firewallRules.filter((r) => r.vpc_id !== vpc.id), ...rules]
    return { rules: rulesOf(vpc) }
  },
}
