// What deleting a VPC touches. The API (and the mock, mock-api/handlers/vpcs.ts) refuses
// while the VPC has subnets or custom routers; its system router, internet gateways and
// firewall rules are deleted with it.
import { vpcGatewaysQuery, vpcRoutersQuery, vpcSubnetsQuery } from '~/api/queries'
import { rulesQuery } from '~/features/firewall-rules/queries'
import { groupOf, readFresh } from '~/features/impact/read'
import type { ImpactLoader } from '~/impact'
import { pb } from '~/paths'

export const vpcDeleteImpact =
  (project: string, vpc: string): ImpactLoader =>
  async () => {
    const p = { project, vpc }
    const [subnets, routers, gateways, rules] = await Promise.all([
      readFresh(vpcSubnetsQuery(project, vpc)),
      readFresh(vpcRoutersQuery(project, vpc)),
      readFresh(vpcGatewaysQuery(project, vpc)),
      readFresh(rulesQuery(p)),
    ])
    const custom = { ...routers, items: routers.items.filter((r) => r.kind === 'custom') }
    return {
      refusal:
        'The API refuses to delete a VPC while it has subnets or custom routers. Delete those first, or the API will answer with its refusal and nothing is deleted.',
      groups: [
        groupOf('Subnets', subnets, (s) => ({ name: s.name, to: pb.subnetEdit({ ...p, subnet: s.name }) }), {
          blocks: true,
          listTo: pb.subnets(p),
        }),
        groupOf('Custom routers', custom, (r) => ({ name: r.name, to: pb.router({ ...p, router: r.name }) }), {
          blocks: true,
          listTo: pb.routers(p),
        }),
        groupOf(
          'Internet gateways deleted with it',
          gateways,
          (g) => ({ name: g.name, to: pb.gateway({ ...p, gateway: g.name }) }),
          { listTo: pb.gateways(p) },
        ),
        groupOf(
          'Firewall rules deleted with it',
          // by name, as the other groups come from the API
          { items: [...rules.rules].sort((a, b) => a.name.localeCompare(b.name)) },
          (r) => ({ name: r.name, to: pb.firewallRuleEdit({ ...p, rule: r.name }) }),
          { listTo: pb.firewallRules(p) },
        ),
      ],
      none: 'It has no subnets, custom routers, internet gateways or firewall rules.',
    }
  }
