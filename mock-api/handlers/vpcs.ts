/**
 * VPCs. Creating one brings its default subnet, system router, default routes, gateway and
 * firewall rules (vpc-store.ts). Deleting one takes those along, but only once its subnets
 * (and with them every interface) and its custom routers are gone.
 */
import type { MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { json } from '../../src/api/__generated__/msw-handlers'
import { currentUser, requireProjectRole } from '../auth'
import { db } from '../db'
import { alreadyExists, invalidRequest } from '../errors'
import { randomVpcIpv6Prefix } from '../ip'
import { lookupVpc, projectFromQuery } from '../lookups'
import { paginate } from '../pagination'
import type { UserRow, VpcRow } from '../records'
import { checkVpcPrefix, insertVpc, removeVpc } from '../vpc-store'

function assertNameFree(projectId: string, name: string, except?: VpcRow) {
  if (db.vpcs.some((v) => v !== except && v.project_id === projectId && v.name === name)) {
    throw alreadyExists('vpc', name)
  }
}

function changeableVpc(user: UserRow, vpc: string, project?: string) {
  const found = lookupVpc(user, vpc, project)
  requireProjectRole(user, found.project, 'collaborator')
  return found
}

export const vpcHandlers: Partial<MSWHandlers> = {
  vpcList({ query, ...params }) {
    const user = currentUser(params)
    const project = projectFromQuery(user, query.project)
    return paginate(
      db.vpcs.filter((v) => v.project_id === project.id),
      query,
    )
  },

  vpcCreate({ query, body, ...params }) {
    const user = currentUser(params)
    const project = projectFromQuery(user, query.project)
    requireProjectRole(user, project, 'collaborator')
    assertNameFree(project.id, body.name)
    const vpc = insertVpc(project, {
      name: body.name,
      description: body.description,
      dns_name: body.dns_name,
      ipv6_prefix: body.ipv6_prefix ? checkVpcPrefix(body.ipv6_prefix) : randomVpcIpv6Prefix(),
      subnetDescription: `The default subnet for ${body.name}`,
    })
    return json(vpc, { status: 201 })
  },

  vpcView({ path, query, ...params }) {
    const user = currentUser(params)
    return lookupVpc(user, path.vpc, query.project).row
  },

  vpcUpdate({ path, query, body, ...params }) {
    const user = currentUser(params)
    const { row } = changeableVpc(user, path.vpc, query.project)
    if (body.name && body.name !== row.name) {
      assertNameFree(row.project_id, body.name, row)
      row.name = body.name
    }
    if (body.description != null) row.description = body.description
    if (body.dns_name) row.dns_name = body.dns_name
    row.time_modified = new Date().toISOString()
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
