// A VPC's firewall rules: relative routes under the VPC page (projects/:project/vpcs/:vpc).
// The list stays on screen while a form opens over it.
import type { RouteObject } from 'react-router'
import type { Crumb } from '~/routing'
import { loadPage, pageModule, resourceRoutes } from '~/resourceRoutes'

const firewallRulesTab = loadPage(() => import('./FirewallRulesTab'), 'FirewallRulesTab')
const forms = pageModule(() => import('./RuleForms'))

/**
 * A form with no error screen of its own: a rule that doesn't exist replaces the tab with
 * the not-found page instead of showing it under the table.
 */
const form = (path: string, crumb: Crumb, lazy: RouteObject['lazy']): RouteObject => ({ path, handle: { crumb }, lazy })

export const firewallRuleRoutes = resourceRoutes('firewall-rules', 'Firewall rules', firewallRulesTab, {
  over: [form(':rule/edit', (p) => p.rule, forms('EditRuleForm', 'existingRuleLoader'))],
  beside: [
    form('firewall-rules-new', 'New firewall rule', forms('CreateRuleForm', 'newRuleLoader')),
    form('firewall-rules-new/:rule', 'New firewall rule', forms('CloneRuleForm', 'existingRuleLoader')),
  ],
})
