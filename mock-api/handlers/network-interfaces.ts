/**
 * Network interfaces of instances. Changing them needs a stopped instance; the first
 * interface is the primary one, and it cannot go while secondary interfaces remain.
 */
import type { MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { currentUser } from '../auth'
import { childrenOf, db } from '../db'
import { invalidRequest } from '../errors'
import { changeable, lookupInstance, lookupNetworkInterface, lookupVpc, subnetInVpc } from '../lookups'
import { MAX_NICS_PER_INSTANCE, prepareNetworkInterface } from '../network'
import { paginate } from '../pagination'
import type { InstanceRow } from '../records'
import { applyIdentityUpdate, assertNameFree, created } from '../resources'
import { requireInstanceState } from '../state-rules'

const KIND = 'instance-network-interface'

const nicsOf = (instance: InstanceRow) => childrenOf(db.networkInterfaces, 'instance_id', instance.id)

export const networkInterfaceHandlers: Partial<MSWHandlers> = {
  instanceNetworkInterfaceList({ query, ...params }) {
    const user = currentUser(params)
    if (!query.instance) throw invalidRequest('unable to parse query string: missing field `instance`')
    const { row } = lookupInstance(user, query.instance, query.project)
    return paginate(nicsOf(row), query)
  },

  instanceNetworkInterfaceCreate({ query, body, ...params }) {
    const user = currentUser(params)
    const { row, project } = changeable(user, lookupInstance(user, query.instance, query.project))
    requireInstanceState(row, 'add a network interface')
    const existing = nicsOf(row)
    if (existing.length >= MAX_NICS_PER_INSTANCE) {
      throw invalidRequest(`an instance may not have more than ${MAX_NICS_PER_INSTANCE} network interfaces`)
    }
    assertNameFree(existing, KIND, body.name)
    const vpc = lookupVpc(user, body.vpc_name, project.id).row
    if (existing.length > 0 && existing[0].vpc_id !== vpc.id) {
      throw invalidRequest('all network interfaces of an instance must be in the same VPC')
    }
    const subnet = subnetInVpc(vpc, body.subnet_name)
    const nic = prepareNetworkInterface(row.id, { ...body, subnet }, existing.length === 0)
    db.networkInterfaces.push(nic)
    return created(nic)
  },

  instanceNetworkInterfaceView({ path, query, ...params }) {
    const user = currentUser(params)
    return lookupNetworkInterface(user, path.interface, query.instance, query.project).row
  },

  instanceNetworkInterfaceUpdate({ path, query, body, ...params }) {
    const user = currentUser(params)
    const found = lookupNetworkInterface(user, path.interface, query.instance, query.project)
    const { row, instance } = changeable(user, found)
    requireInstanceState(instance, 'update a network interface')
    applyIdentityUpdate(row, body, nicsOf(instance), KIND)
    // `primary: false` means "leave it": the API only promotes, it never demotes
    if (body.primary && !row.primary) {
      for (const other of nicsOf(instance)) other.primary = other === row
    }
    row.transit_ips = body.transit_ips ?? []
    return row
  },

  instanceNetworkInterfaceDelete({ path, query, ...params }) {
    const user = currentUser(params)
    const found = lookupNetworkInterface(user, path.interface, query.instance, query.project)
    const { row, instance } = changeable(user, found)
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
