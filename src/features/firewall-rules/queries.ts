// A VPC's firewall rules, read and replaced as one list.
import type { VpcFirewallRule, VpcFirewallRuleUpdate } from '~/api/__generated__/Api'
import { apiq, callApi, queryClient } from '~/api/client'
import type { RouteParams } from '~/params'

export const rulesQuery = ({ project, vpc }: Pick<RouteParams, 'project' | 'vpc'>) =>
  apiq('vpcFirewallRulesView', { query: { project, vpc } })

/**
 * Replaces a VPC's rules with `change` applied to the list as it is now on the server,
 * read just before saving rather than taken from the cache, so a rule someone else
 * saved meanwhile is kept. The cache takes both answers.
 */
export async function saveRules(
  scope: Pick<RouteParams, 'project' | 'vpc'>,
  change: (current: VpcFirewallRule[]) => VpcFirewallRuleUpdate[],
) {
  const query = { project: scope.project, vpc: scope.vpc }
  const { queryKey } = rulesQuery(query)
  const current = await callApi('vpcFirewallRulesView', { query })
  queryClient.setQueryData(queryKey, current)
  const saved = await callApi('vpcFirewallRulesUpdate', { query, body: { rules: change(current.rules) } })
  queryClient.setQueryData(queryKey, saved)
  return saved
}
