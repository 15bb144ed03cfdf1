/**
 * Instrumentation probes (experimental): a probe is a small zone on a chosen sled with one
 * interface in its project's `default` subnet and one external address from an IP pool the
 * silo may use, for checking the path from outside the rack to a sled.
 *
 * Project-scoped. As in the real API, listing takes a project viewer, while viewing,
 * creating and deleting a probe take a collaborator (its lookup asks for the right to create
 * in the project); a project the caller cannot read is the 404 of a missing one.
 */
import type * as Api from '../../src/api/__generated__/Api'
import type { Json, MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { currentUser } from '../auth'
import { byNameOrId, childrenOf, db } from '../db'
import { notFound } from '../errors'
import { projectFromQuery, projectToChange } from '../lookups'
import { allocateExternalIp, poolFor, prepareNetworkInterface } from '../network'
import { pageOf } from '../pagination'
import type { ProbeRow, ProjectRow, VpcRow } from '../records'
import { assertNameFree, created, newIdentity } from '../resources'

const KIND = 'probe'

const probesOf = (project: ProjectRow) => childrenOf(db.probes, 'project_id', project.id)

/**
 * The VPC's Geneve VNI. The API shows no VPC's VNI anywhere else, so the mock makes a stable
 * one from its id, in the range the control plane gives guests (1024 and up, 24 bits).
 */
const vniOf = (vpc: VpcRow) => 1024 + (parseInt(vpc.id.replaceAll('-', '').slice(0, 6), 16) % (2 ** 24 - 1024))

/** A probe's port range: an ephemeral address is the probe's alone, every port of it. */
const ALL_PORTS = { first_port: 0, last_port: 65535 }

function probeInfo(row: ProbeRow): Json<Api.ProbeInfo> {
  const { nic } = row
  const subnet = db.vpcSubnets.find((s) => s.id === nic.subnet_id)!
  const vpc = db.vpcs.find((v) => v.id === nic.vpc_id)!
  return {
    id: row.id,
    name: row.name,
    sled: row.sled,
    external_ips: [{ ip: row.external_ip, kind: 'ephemeral', ...ALL_PORTS }],
    interface: {
      id: nic.id,
      name: nic.name,
      kind: { type: 'probe', id: row.id },
      ip: nic.ip,
      mac: nic.mac,
      subnet: subnet.ipv4_block,
      vni: vniOf(vpc),
      primary: true,
      slot: 0,
      transit_ips: [],
    },
  }
}

const probeView = ({ project_id: _p, nic: _n, external_ip: _e, ip_pool_id: _i, ...probe }: ProbeRow) => probe

/** The probe by name or id within the project; one of another project is "not found". */
function lookupProbe(project: ProjectRow, nameOrId: string): ProbeRow {
  return byNameOrId(probesOf(project), KIND, nameOrId)
}

/** The project's `default` subnet, which every probe's interface joins. */
function defaultSubnet(project: ProjectRow) {
  const vpc = db.vpcs.find((v) => v.project_id === project.id && v.name === 'default')
  if (!vpc) throw notFound('vpc', 'name', 'default')
  const subnet = db.vpcSubnets.find((s) => s.vpc_id === vpc.id && s.name === 'default')
  if (!subnet) throw notFound('vpc-subnet', 'name', 'default')
  return subnet
}

export const probeHandlers: Partial<MSWHandlers> = {
  probeList({ query, ...params }) {
    const user = currentUser(params)
    const project = projectFromQuery(user, query.project)
    return pageOf(probesOf(project), query, probeInfo)
  },

  probeCreate({ query, body, ...params }) {
    const user = currentUser(params)
    const project = projectToChange(user, query.project)
    assertNameFree(probesOf(project), KIND, body.name)
    if (!db.sleds.some((s) => s.id === body.sled)) throw notFound('sled', 'id', body.sled)
    const pool = poolFor(project.silo_id, body.ip_pool)
    const subnet = defaultSubnet(project)
    const identity = newIdentity(body)
    const nic = prepareNetworkInterface(
      identity.id,
      { name: body.name, description: `default primary interface for ${body.name}`, subnet },
      true,
    )
    const row: ProbeRow = {
      ...identity,
      sled: body.sled,
      project_id: project.id,
      nic,
      external_ip: allocateExternalIp(pool),
      ip_pool_id: pool.id,
    }
    db.probes.push(row)
    return created(probeView(row))
  },

  probeView({ path, query, ...params }) {
    const user = currentUser(params)
    return probeInfo(lookupProbe(projectToChange(user, query.project), path.probe))
  },

  probeDelete({ path, query, ...params }) {
    const user = currentUser(params)
    const probe = lookupProbe(projectToChange(user, query.project), path.probe)
    // its interface and external address go with it
    db.probes = db.probes.filter((p) => p !== probe)
    return 204
  },
}
