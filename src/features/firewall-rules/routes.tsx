// A VPC's firewall rules: relative routes under the VPC page (projects/:project/vpcs/:vpc).
// The list stays on screen while a form opens over it as a child route.
import type { RouteObject } from 'react-router'
import { lazyPage, NoModal, routeError } from '~/routing'

type Params = Record<string, string | undefined>

const list = () => import('./FirewallRulesTab')
const forms = () => import('./RuleForms')

export const firewallRuleRoutes: RouteObject[] = [
  {
    // One error element for the list and its forms, so a rule that doesn't exist replaces
    // the tab with the not-found page instead of showing it under the table.
    errorElement: routeError,
    lazy: lazyPage(list, 'FirewallRulesTab', 'firewallRulesLoader'),
    children: [
      {
        path: 'firewall-rules',
        handle: { crumb: 'Firewall rules' },
        children: [
          { index: true, Component: NoModal },
          {
            path: ':rule/edit',
            handle: { crumb: (p: Params) => p.rule ?? '' },
            lazy: lazyPage(forms, 'EditRuleForm', 'existingRuleLoader'),
          },
        ],
      },
      {
        path: 'firewall-rules-new',
        handle: { crumb: 'New firewall rule' },
        lazy: lazyPage(forms, 'CreateRuleForm', 'newRuleLoader'),
      },
      {
        path: 'firewall-rules-new/:rule',
        handle: { crumb: 'New firewall rule' },
        lazy: lazyPage(forms, 'CloneRuleForm', 'existingRuleLoader'),
      },
    ],
  },
]
