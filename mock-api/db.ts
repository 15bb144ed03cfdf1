/**
 * The in-memory state of the mock control plane. It is rebuilt from the fixtures on every
 * page load (browser) and before every test (`resetDb`), so handlers may mutate it freely.
 */
import * as affinityFixtures from './fixtures/affinity'
import * as auditLogFixtures from './fixtures/audit-log'
import * as bgpFixtures from './fixtures/bgp'
import * as alertFixtures from './fixtures/alerts'
import * as buildFarmFixtures from './fixtures/build-farm-storage'
import * as certificateFixtures from './fixtures/certificates'
import * as credentialFixtures from './fixtures/credentials'
import * as diskFixtures from './fixtures/disks'
import * as hardwareFixtures from './fixtures/hardware'
import * as imageFixtures from './fixtures/images'
import * as instanceFixtures from './fixtures/instances'
import * as ipPoolFixtures from './fixtures/ip-pools'
import * as networkFixtures from './fixtures/network'
import * as networkingFixtures from './fixtures/networking'
import * as policyFixtures from './fixtures/policies'
import * as projectFixtures from './fixtures/projects'
import * as quotaFixtures from './fixtures/quotas'
import * as rackNetworkFixtures from './fixtures/rack-network'
import * as siloFixtures from './fixtures/silos'
import * as sshKeyFixtures from './fixtures/ssh-keys'
import * as switchPortFixtures from './fixtures/switch-ports'
import * as supportBundleFixtures from './fixtures/support-bundles'
import * as updateFixtures from './fixtures/update'
import * as userFixtures from './fixtures/users'
import { notFound } from './errors'
import type {
  AccessTokenRow,
  AffinityGroupRow,
  AffinityMembership,
  AlertClassRow,
  AlertDeliveryRow,
  AlertReceiverRow,
  AntiAffinityGroupRow,
  AntiAffinityMembership,
  AuditLogRow,
  BgpState,
  CertificateRow,
  DeviceAuthRow,
  DiskRow,
  EphemeralIpRow,
  FloatingIpRow,
  GroupMembership,
  GroupRow,
  ImageRow,
  InstanceRow,
  InternetGatewayIpAddressRow,
  InternetGatewayIpPoolRow,
  InternetGatewayRow,
  IpPoolRangeRow,
  IpPoolRow,
  IpPoolSiloLink,
  NetworkInterfaceRow,
  PhysicalDiskRow,
  ProbeRow,
  Policy,
  ProjectRow,
  RackNetworkState,
  RackRow,
  RouterRouteRow,
  SamlIdpRow,
  SeededSessionRow,
  ServiceExternalIpRow,
  SiloQuotasRow,
  SiloRow,
  SledRow,
  SnapshotRow,
  SshKeyRow,
  SupportBundleRow,
  SwitchPortState,
  SwitchRow,
  TargetReleaseRow,
  TrustRootRow,
  TufRepoRow,
  UninitializedSledRow,
  UserBuiltinRow,
  UserRow,
  VpcFirewallRuleRow,
  VpcRouterRow,
  VpcRow,
  VpcSubnetRow,
  WebhookSecretRow,
} from './records'

export type Db = {
  silos: SiloRow[]
  users: UserRow[]
  groups: GroupRow[]
  groupMemberships: GroupMembership[]
  projects: ProjectRow[]
  systemPolicy: Policy
  /** keyed by silo id */
  siloPolicies: Record<string, Policy>
  /** keyed by project id; a project without an entry has an empty policy */
  projectPolicies: Record<string, Policy>
  samlIdentityProviders: SamlIdpRow[]
  /** silo TLS certificates, given at silo creation or added by the silo's admins */
  certificates: CertificateRow[]
  /** keyed by silo id: the longest a device token may live, in seconds (null: no limit) */
  deviceTokenMaxTtl: Record<string, number | null>
  deviceAuthRequests: DeviceAuthRow[]
  accessTokens: AccessTokenRow[]
  /** sessions of seed users in other browsers; sign-ins are kept by sessions.ts */
  seededSessions: SeededSessionRow[]
  builtinUsers: UserBuiltinRow[]
  siloQuotas: SiloQuotasRow[]
  instances: InstanceRow[]
  disks: DiskRow[]
  snapshots: SnapshotRow[]
  images: ImageRow[]
  vpcs: VpcRow[]
  vpcSubnets: VpcSubnetRow[]
  vpcRouters: VpcRouterRow[]
  routerRoutes: RouterRouteRow[]
  internetGateways: InternetGatewayRow[]
  internetGatewayIpPools: InternetGatewayIpPoolRow[]
  internetGatewayIpAddresses: InternetGatewayIpAddressRow[]
  /** the rules of every VPC, each carrying its vpc_id */
  firewallRules: VpcFirewallRuleRow[]
  networkInterfaces: NetworkInterfaceRow[]
  ipPools: IpPoolRow[]
  ipPoolRanges: IpPoolRangeRow[]
  ipPoolSiloLinks: IpPoolSiloLink[]
  floatingIps: FloatingIpRow[]
  ephemeralIps: EphemeralIpRow[]
  /** addresses the control plane's own services hold, from the service pool */
  serviceExternalIps: ServiceExternalIpRow[]
  sshKeys: SshKeyRow[]
  antiAffinityGroups: AntiAffinityGroupRow[]
  antiAffinityMemberships: AntiAffinityMembership[]
  affinityGroups: AffinityGroupRow[]
  affinityMemberships: AffinityMembership[]
  racks: RackRow[]
  sleds: SledRow[]
  physicalDisks: PhysicalDiskRow[]
  switches: SwitchRow[]
  uninitializedSleds: UninitializedSledRow[]
  /** instance id -> the sled its VM runs on (see handlers/hardware.ts) */
  instanceSleds: Record<string, string>
  /** in completion order; the seed plus every mutating call answered since (audit-log.ts) */
  auditLog: AuditLogRow[]
  supportBundles: SupportBundleRow[]
  alertClasses: AlertClassRow[]
  alertReceivers: AlertReceiverRow[]
  webhookSecrets: WebhookSecretRow[]
  alertDeliveries: AlertDeliveryRow[]
  /** address lots, loopback addresses, BFD, allow list, inbound ICMP (handlers/rack-network.ts) */
  rackNetwork: RackNetworkState
  /** BGP configs, announce sets, peers and their sessions (handlers/bgp.ts) */
  bgp: BgpState
  /** instrumentation probes, each in a project (handlers/probes.ts) */
  probes: ProbeRow[]
  /** switch ports, their settings and the LLDP neighbours they hear (handlers/switch-ports.ts) */
  switchPorts: SwitchPortState
  /** software update: uploaded repositories, the trust store, target release generations (oldest first) */
  tufRepos: TufRepoRow[]
  trustRoots: TrustRootRow[]
  targetReleases: TargetReleaseRow[]
}

function fromFixtures(): Db {
  // structuredClone so that handlers mutating the state never touch the fixtures themselves
  const state = structuredClone({
    silos: siloFixtures.silos,
    users: userFixtures.users,
    groups: userFixtures.groups,
    groupMemberships: userFixtures.groupMemberships,
    projects: projectFixtures.projects,
    systemPolicy: policyFixtures.systemPolicy,
    siloPolicies: policyFixtures.siloPolicies,
    projectPolicies: policyFixtures.projectPolicies,
    samlIdentityProviders: siloFixtures.samlIdentityProviders,
    certificates: certificateFixtures.certificates,
    deviceTokenMaxTtl: certificateFixtures.deviceTokenMaxTtl,
    deviceAuthRequests: [],
    accessTokens: credentialFixtures.accessTokens,
    builtinUsers: userFixtures.builtinUsers,
    siloQuotas: quotaFixtures.siloQuotas,
    disks: [...diskFixtures.disks, ...buildFarmFixtures.buildFarmDisks],
    snapshots: [...diskFixtures.snapshots, ...buildFarmFixtures.buildFarmSnapshots],
    images: imageFixtures.images,
    vpcs: [...networkFixtures.vpcs, ...networkingFixtures.extraVpcs],
    vpcSubnets: [...networkFixtures.vpcSubnets, ...networkingFixtures.extraVpcSubnets],
    vpcRouters: networkingFixtures.vpcRouters,
    routerRoutes: networkingFixtures.routerRoutes,
    internetGateways: networkingFixtures.internetGateways,
    internetGatewayIpPools: networkingFixtures.internetGatewayIpPools,
    internetGatewayIpAddresses: networkingFixtures.internetGatewayIpAddresses,
    firewallRules: networkingFixtures.firewallRules,
    networkInterfaces: networkFixtures.networkInterfaces,
    ipPools: ipPoolFixtures.ipPools,
    ipPoolRanges: ipPoolFixtures.ipPoolRanges,
    ipPoolSiloLinks: ipPoolFixtures.ipPoolSiloLinks,
    floatingIps: ipPoolFixtures.floatingIps,
    ephemeralIps: ipPoolFixtures.ephemeralIps,
    serviceExternalIps: ipPoolFixtures.serviceExternalIps,
    sshKeys: sshKeyFixtures.sshKeys,
    antiAffinityGroups: affinityFixtures.antiAffinityGroups,
    antiAffinityMemberships: affinityFixtures.antiAffinityMemberships,
    affinityGroups: affinityFixtures.affinityGroups,
    affinityMemberships: affinityFixtures.affinityMemberships,
    racks: [hardwareFixtures.rack],
    sleds: hardwareFixtures.sleds,
    physicalDisks: hardwareFixtures.physicalDisks,
    switches: hardwareFixtures.switches,
    uninitializedSleds: hardwareFixtures.uninitializedSleds,
    instanceSleds: hardwareFixtures.instanceSleds,
    supportBundles: supportBundleFixtures.supportBundles,
    alertClasses: alertFixtures.alertClasses,
    alertReceivers: alertFixtures.alertReceivers,
    webhookSecrets: alertFixtures.webhookSecrets,
    alertDeliveries: alertFixtures.alertDeliveries,
    rackNetwork: rackNetworkFixtures.rackNetwork,
    bgp: bgpFixtures.bgp,
    probes: [],
    switchPorts: switchPortFixtures.switchPorts,
    tufRepos: updateFixtures.tufRepos,
    trustRoots: updateFixtures.trustRoots,
    targetReleases: updateFixtures.targetReleases,
  })
  // made fresh on every reset (in-flight states are stamped relative to now), so not cloned
  const instances = [...instanceFixtures.seededInstances(Date.now()), ...instanceFixtures.scaleTestInstances()]
  const auditLog = auditLogFixtures.seededAuditLog(Date.now())
  const seededSessions = credentialFixtures.seededSessions(Date.now())
  return { ...state, instances, auditLog, seededSessions }
}

/** One object for the life of the module; `resetDb` refills it so imported references stay valid. */
export const db: Db = fromFixtures()

export function resetDb(): void {
  Object.assign(db, fromFixtures())
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Names can never look like UUIDs (the API's Name rule), so the form decides the lookup. */
export const isUuid = (s: string) => UUID_RE.test(s)

/** A row by name or id, or the API's 404 naming `kind` and what was looked for. */
export function byNameOrId<T extends { id: string; name: string }>(
  rows: readonly T[],
  kind: string,
  nameOrId: string,
): T {
  const by = isUuid(nameOrId) ? 'id' : 'name'
  const row = rows.find((r) => r[by] === nameOrId)
  if (!row) throw notFound(kind, by, nameOrId)
  return row
}

/** The rows that belong to one parent: `childrenOf(db.vpcs, 'project_id', project.id)`. */
export const childrenOf = <T, K extends keyof T>(rows: readonly T[], key: K, parentId: T[K]): T[] =>
  rows.filter((row) => row[key] === parentId)

export const lookupSilo = (nameOrId: string): SiloRow => byNameOrId(db.silos, 'silo', nameOrId)

/** Projects are unique per silo: the same name may exist in another silo. */
export function lookupProject(nameOrId: string, siloId: string): ProjectRow {
  return byNameOrId(childrenOf(db.projects, 'silo_id', siloId), 'project', nameOrId)
}

export function lookupUser(id: string, siloId?: string): UserRow {
  const user = db.users.find((u) => u.id === id && (!siloId || u.silo_id === siloId))
  if (!user) throw notFound('silo-user', 'id', id)
  return user
}

export function lookupGroup(id: string, siloId?: string): GroupRow {
  const group = db.groups.find((g) => g.id === id && (!siloId || g.silo_id === siloId))
  if (!group) throw notFound('silo group', 'id', id)
  return group
}

export function lookupSamlIdp(siloId: string, nameOrId: string): SamlIdpRow {
  return byNameOrId(childrenOf(db.samlIdentityProviders, 'silo_id', siloId), 'identity-provider', nameOrId)
}

export const groupIdsOf = (userId: string): string[] =>
  db.groupMemberships.filter((m) => m.user_id === userId).map((m) => m.group_id)

export const siloPolicy = (siloId: string): Policy => (db.siloPolicies[siloId] ??= { role_assignments: [] })

export const projectPolicy = (projectId: string): Policy => (db.projectPolicies[projectId] ??= { role_assignments: [] })
