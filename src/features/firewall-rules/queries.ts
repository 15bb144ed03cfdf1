// A VPC's firewall rules, read and replaced as one list.
import type { VpcFirewallRule, VpcFirewallRuleUpdate } from '~/api/__generated__/Api'
import { apiCall } from '~/api/apiCall'
import { step } from '~/api/calls'
import { apiq, callApi, queryClient } from '~/api/client'
import type { RouteParams } from '~/params'

type Vpc = Pick<RouteParams, 'project' | 'vpc'>
type RulesChange = (current: VpcFirewallRule[]) => VpcFirewallRuleUpdate[]

export const rulesQuery = ({ project, vpc }: Vpc) => apiq('vpcFirewallRulesView', { query: { project, vpc } })

// the two calls of every save, as data: sent by saveRules, shown by rulesCalls
const readRules = ({ project, vpc }: Vpc) => apiCall('vpcFirewallRulesView', { query: { project, vpc } })
const writeRules = ({ project, vpc }: Vpc, rules: VpcFirewallRuleUpdate[]) =>
  apiCall('vpcFirewallRulesUpdate', { query: { project, vpc }, body: { rules } })

/**
 * Replaces a VPC's rules with `change` applied to the list as it is now on the server,
 * read just before saving rather than taken from the cache, so a rule someone else
 * saved meanwhile is kept. The cache takes both answers.
 */
export async function saveRules(scope: Vpc, change: RulesChange) {
  const { queryKey } = rulesQuery(scope)
  const read = readRules(scope)
  const current = await callApi(read.operation, read.params)
  queryClient.setQueryData(queryKey, current)
  const write = writeRules(scope, change(current.rules))
  const saved = await callApi(write.operation, write.params)
  queryClient.setQueryData(queryKey, saved)
  return saved
}

/**
 * What saveRules sends, as the equivalent request: the read, then the whole list written
 * back, worked out from `current`, the rules as last read (the same unless someone saves
 * meanwhile).
 */
export const rulesCalls = (scope: Vpc, change: RulesChange, current: VpcFirewallRule[]) => [
  step('Read the VPC’s rules as they are now', readRules(scope)),
  step('Write back the whole list, with this change', writeRules(scope, change(current))),
]
