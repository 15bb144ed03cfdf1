/**
 * VPCs. Creating one brings its default subnet, system router, default routes, gateway and
 * firewall rules (vpc-store.ts). Deleting one takes those along, but only once its subnets
 * (and with them every interface) and its custom routers are gone.
 */
import type { MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { currentUser } from '../auth'
import { childrenOf, db } from '../db'
import { invalidRequest } from '../errors'
import { randomVpcIpv6Prefix } from '../ip'
import { changeable, lookupVpc, projectFromQuery, projectToChange } from '../lookups'
import { paginate } from '../pagination'
import type { UserRow } from '../records'
import { applyIdentityUpdate, assertNameFree, created } from '../resources'
import { checkVpcPrefix, insertVpc, removeVpc } from '../vpc-store'

const vpcsOf = (projectId: string) => childrenOf(db.vpcs, 'project_id', projectId)

const changeableVpc = (user: UserRow, vpc: string, project?: string) => changeable(user, lookupVpc(user, vpc, project))

export const vpcHandlers: Partial<MSWHandlers> = {
  vpcList({ query, ...params }) {
    const user = currentUser(params)
    const project = projectFromQuery(user, query.project)
    return paginate(vpcsOf(project.id), query)
  },

  vpcCreate({ query, body, ...params }) {
    const user = currentUser(params)
    const project = projectToChange(user, query.project)
    assertNameFree(vpcsOf(project.id), 'vpc', body.name)
    const vpc = insertVpc(project, {
      name: body.name,
      description: body.description,
      dns_name: body.dns_name,
      ipv6_prefix: body.ipv6_prefix ? checkVpcPrefix(body.ipv6_prefix) : randomVpcIpv6Prefix(),
      subnetDescription: `The default subnet for ${body.name}`,
    })
    return created(vpc)
  },

  vpcView({ path, query, ...params }) {
    const user = currentUser(params)
    return lookupVpc(user, path.vpc, query.project).row
  },

  vpcUpdate({ path, query, body, ...params }) {
    const user = currentUser(params)
    const { row } = changeableVpc(user, path.vpc, query.project)
    applyIdentityUpdate(row, body, vpcsOf(row.project_id), 'vpc')
    if (body.dns_name) row.dns_name = body.dns_name
    return row
  },

  vpcDelete({ path, query, ...params }) {
    const user = currentUser(params)
    const { row } = changeableVpc(user, path.vpc, query.project)
    // subnets hold the interfaces, so checking them covers instances still in the VPC
    if (db.vpcSubnets.some((s) => s.vpc_id === row.id)) {
      throw invalidRequest('VPC cannot be deleted while VPC Subnets exist')
    }
    if (db.vpcRouters.some((r) => r.vpc_id === row.id && r.kind === 'custom')) {
      throw invalidRequest('VPC cannot be deleted while custom VPC routers exist')
    }
    removeVpc(row)
    return 204
  },
}
