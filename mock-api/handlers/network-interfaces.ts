/**
 * Network interfaces of instances. Changing them needs a stopped instance; the first
 * interface is the primary one, and it cannot go while secondary interfaces remain.
 */
import type { MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { json } from '../../src/api/__generated__/msw-handlers'
import { currentUser, requireProjectRole } from '../auth'
import { db } from '../db'
import { alreadyExists, invalidRequest } from '../errors'
import { lookupInstance, lookupNetworkInterface, lookupVpc, subnetInVpc } from '../lookups'
import { MAX_NICS_PER_INSTANCE, prepareNetworkInterface } from '../network'
import { paginate } from '../pagination'
import type { InstanceRow, NetworkInterfaceRow } from '../records'
import { requireInstanceState } from '../state-rules'

const nicsOf = (instance: InstanceRow) => db.networkInterfaces.filter((n) => n.instance_id === instance.id)

function assertNameFree(instance: InstanceRow, name: string, except?: NetworkInterfaceRow) {
  if (nicsOf(instance).some((n) => n !== except && n.name === name))
    throw alreadyExists('instance-network-interface', name)
}

export const networkInterfaceHandlers: Partial<MSWHandlers> = {
  instanceNetworkInterfaceList({ query, ...params }) {
    const user = currentUser(params)
    if (!query.instance) throw invalidRequest('unable to parse query string: missing field `instance`')
    const { row } = lookupInstance(user, query.instance, query.project)
    return paginate(nicsOf(row), query)
  },

  instanceNetworkInterfaceCreate({ query, body, ...params }) {
    const user = currentUser(params)
    const { row, project } = lookupInstance(user, query.instance, query.project)
    requireProjectRole(user, project, 'collaborator')
    requireInstanceState(row, 'add a network interface')
    const existing = nicsOf(row)
    if (existing.length >= MAX_NICS_PER_INSTANCE) {
      throw invalidRequest(`an instance may not have more than ${MAX_NICS_PER_INSTANCE} network interfaces`)
    }
    assertNameFree(row, body.name)
    const vpc = lookupVpc(user, body.vpc_name, project.id).row
    if (existing.length > 0 && existing[0].vpc_id !== vpc.id) {
      throw invalidRequest('all network interfaces of an instance must be in the same VPC')
    }
    const subnet = subnetInVpc(vpc, body.subnet_name)
    const nic = prepareNetworkInterface(row.id, { ...body, subnet }, existing.length === 0)
    db.networkInterfaces.push(nic)
    return json(nic, { status: 201 })
  },

  instanceNetworkInterfaceView({ path, query, ...params }) {
    const user = currentUser(params)
    return lookupNetworkInterface(user, path.interface, query.instance, query.project).row
  },

  instanceNetworkInterfaceUpdate({ path, query, body, ...params }) {
    const user = currentUser(params)
    const { row, project, instance } = lookupNetworkInterface(user, path.interface, query.instance, query.project)
    requireProjectRole(user, project, 'collaborator')
    requireInstanceState(instance, 'update a network interface')
    if (body.name && body.name !== row.name) {
      assertNameFree(instance, body.name, row)
      row.name = body.name
    }
    if (body.description != null) row.description = body.description
    // `primary: false` means "leave it": the API only promotes, it never demotes
    if (body.primary && !row.primary) {
      for (const other of nicsOf(instance)) other.primary = other === row
    }
    row.transit_ips = body.transit_ips ?? []
    row.time_modified = new Date().toISOString()
    return row
  },

  instanceNetworkInterfaceDelete({ path, query, ...params }) {
    const user = currentUser(params)
    const { row, project, instance } = lookupNetworkInterface(user, path.interface, query.instance, query.project)
    requireProjectRole(user, project, 'collaborator')
    requireInstanceState(instance, 'delete a network interface')
    if (row.primary && nicsOf(instance).length > 1) {
      throw invalidRequest(
        'The primary interface for an instance may not be deleted while secondary interfaces are still attached',
      )
    }
    db.networkInterfaces = db.networkInterfaces.filter((n) => n !== row)
    return 204
  },
}
