/** VPCs and their subnets, read-only for now: enough for instances to pick a network. */
import type { MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { currentUser } from '../auth'
import { db } from '../db'
import { invalidRequest } from '../errors'
import { lookupVpc, projectFromQuery } from '../lookups'
import { paginate } from '../pagination'

export const vpcHandlers: Partial<MSWHandlers> = {
  vpcList({ query, ...params }) {
    const user = currentUser(params)
    const project = projectFromQuery(user, query.project)
    return paginate(
      db.vpcs.filter((v) => v.project_id === project.id),
      query,
    )
  },

  vpcView({ path, query, ...params }) {
    const user = currentUser(params)
    return lookupVpc(user, path.vpc, query.project).row
  },

  vpcSubnetList({ query, ...params }) {
    const user = currentUser(params)
    if (!query.vpc) throw invalidRequest('unable to parse query string: missing field `vpc`')
    const vpc = lookupVpc(user, query.vpc, query.project).row
    return paginate(
      db.vpcSubnets.filter((s) => s.vpc_id === vpc.id),
      query,
    )
  },
}
