// What deleting (or changing) a firewall rule touches: the instances its targets match now,
// read from the VPC's subnets and their interfaces (see `targets.ts` for the matching).
import type { VpcFirewallRule } from '~/api/__generated__/Api'
import { apiq } from '~/api/client'
import { apiqAll, projectInstancesQuery, vpcSubnetsQuery } from '~/api/queries'
import { readFresh } from '~/features/impact/read'
import type { ImpactLoader } from '~/impact'
import { pb } from '~/paths'
import type { RouteParams } from '~/params'
import { instancesTargeted } from './targets'

type Vpc = Pick<RouteParams, 'project' | 'vpc'>

const subnetNicsQuery = ({ project, vpc }: Vpc, subnet: string) =>
  apiqAll('vpcSubnetListNetworkInterfaces', { path: { subnet }, query: { project, vpc } })

const afterwards = {
  delete: 'Traffic to and from them follows the other rules of the VPC once this rule is gone.',
  edit: 'What is saved here applies to their traffic at once; a change of targets changes which instances it applies to.',
}

/** The instances `rule`'s targets match now, for its delete or its edit. */
export const ruleTargetsImpact =
  (scope: Vpc, rule: Pick<VpcFirewallRule, 'targets' | 'status'>, change: 'delete' | 'edit'): ImpactLoader =>
  async () => {
    const { project } = scope
    const [vpc, subnets, instances] = await Promise.all([
      readFresh(apiq('vpcView', { path: { vpc: scope.vpc }, query: { project } })),
      readFresh(vpcSubnetsQuery(project, scope.vpc)),
      readFresh(projectInstancesQuery(project)),
    ])
    const nics = await Promise.all(subnets.items.map((s) => readFresh(subnetNicsQuery(scope, s.name))))
    const matched = instancesTargeted(rule.targets, {
      vpc,
      subnets: subnets.items,
      instances: instances.items,
      nics: nics.flatMap((page) => page.items),
    })
    return {
      groups: [
        {
          label: 'Instances its targets match now',
          items: matched.map((i) => ({ name: i.name, to: pb.instance({ project, instance: i.name }) })),
          more: !!instances.nextPage || nics.some((page) => !!page.nextPage),
        },
      ],
      none: 'Its targets match no instance now.',
      note:
        rule.status === 'disabled'
          ? 'The rule is disabled, so it filters no traffic of theirs now.'
          : afterwards[change],
    }
  }
