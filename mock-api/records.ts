/**
 * Shapes of the rows the mock keeps. Rows are stored in the API's own JSON form (snake_case,
 * dates as ISO strings) so that most can be returned as they are; where the real system
 * keeps data the API never shows (a password, the silo a project lives in), the row carries
 * extra fields and a view function in the handler strips them.
 */
import type * as Api from '../src/api/__generated__/Api'
import type { Json } from '../src/api/__generated__/msw-handlers'

export type RoleName = 'admin' | 'collaborator' | 'viewer'
type IdentityType = 'silo_user' | 'silo_group'

export type RoleAssignment = { identity_id: string; identity_type: IdentityType; role_name: RoleName }
export type Policy = { role_assignments: RoleAssignment[] }

export type SiloRow = Json<Api.Silo>

export type UserRow = Json<Api.User> & {
  /** the name a local user signs in with; SAML users are matched by the IdP instead */
  login_name: string
  /** local users only; absent means the user cannot sign in with a password */
  password?: string
}

export type GroupRow = Json<Api.Group>

export type GroupMembership = { user_id: string; group_id: string }

export type ProjectRow = Json<Api.Project> & { silo_id: string }

export type SamlIdpRow = Json<Api.SamlIdentityProvider> & { silo_id: string }

/** A silo's TLS certificate; the private key is kept but never shown. */
export type CertificateRow = Json<Api.Certificate> & { silo_id: string; key: string }

export type DeviceAuthRow = {
  device_code: string
  user_code: string
  client_id: string
  /** requested lifetime of the token to be issued, in seconds */
  token_ttl_seconds: number | null
  time_created: string
  time_expires: string
  /** set once a signed-in user confirms the user code */
  confirmed_by: string | null
}

export type AccessTokenRow = Json<Api.DeviceAccessToken> & {
  /** the bearer secret; never shown after it was issued */
  token: string
  user_id: string
}

/**
 * A seeded console session of another browser (sessions.ts keeps the ones signing in
 * starts); it has no token, so nobody can use it, but it lists and ends like any other.
 */
export type SeededSessionRow = Json<Api.ConsoleSession> & { user_id: string }

/** An identity of the control plane itself (`/v1/system/users-builtin`). */
export type UserBuiltinRow = Json<Api.UserBuiltin>

// ---------------------------------------------------------------------------------------
// Compute, storage and networking. Rows whose state moves on by itself carry `pending`: the
// state they are heading for and when (epoch ms) they get there; see timing.ts.

type Pending<S> = { to: S; at: number } | null

/**
 * `auto_restart_enabled` and `auto_restart_cooldown_expiration` are derived when the row is
 * shown, so they cannot go stale.
 */
export type InstanceRow = Omit<Json<Api.Instance>, 'auto_restart_enabled' | 'auto_restart_cooldown_expiration'> & {
  pending: Pending<Api.InstanceState>
  /** the creator's SSH keys handed to the instance at creation */
  ssh_key_ids: string[]
  /** base64, as given at creation */
  user_data: string
}

export type DiskRow = Json<Api.Disk> & {
  pending: Pending<Api.DiskState>
  /**
   * Bytes received through bulk writes during an import (overlapping writes count again).
   * The data itself is dropped: nothing reads it back, and a large upload must not fill memory.
   */
  imported_bytes?: number
}

/** The block size is the source disk's, which a disk created from the snapshot inherits. */
export type SnapshotRow = Json<Api.Snapshot> & { block_size: number; pending: Pending<Api.SnapshotState> }

/** Silo images have no project; the silo they belong to is kept alongside. */
export type ImageRow = Json<Api.Image> & { silo_id: string }

export type VpcRow = Json<Api.Vpc>
export type VpcSubnetRow = Json<Api.VpcSubnet>
export type VpcRouterRow = Json<Api.VpcRouter>
export type RouterRouteRow = Json<Api.RouterRoute>
export type InternetGatewayRow = Json<Api.InternetGateway>
export type InternetGatewayIpPoolRow = Json<Api.InternetGatewayIpPool>
export type InternetGatewayIpAddressRow = Json<Api.InternetGatewayIpAddress>
export type VpcFirewallRuleRow = Json<Api.VpcFirewallRule>
export type NetworkInterfaceRow = Json<Api.InstanceNetworkInterface>

export type IpPoolRow = Json<Api.IpPool>
/** A range of a pool, both ends of one family, `first` not after `last`. */
export type IpPoolRangeRow = { id: string; pool_id: string; first: string; last: string; time_created: string }
export type IpPoolSiloLink = { pool_id: string; silo_id: string; is_default: boolean }

export type FloatingIpRow = Json<Api.FloatingIp>
export type EphemeralIpRow = { instance_id: string; ip: string; ip_pool_id: string }
/** An address the control plane itself holds (Nexus, external DNS, boundary NTP) from the service pool. */
export type ServiceExternalIpRow = { ip: string; ip_pool_id: string; service: string }

export type SshKeyRow = Json<Api.SshKey>

export type AntiAffinityGroupRow = Json<Api.AntiAffinityGroup>
export type AffinityGroupRow = Json<Api.AffinityGroup>
/** An instance in an affinity or anti-affinity group; each kind keeps its own table of these. */
export type AntiAffinityMembership = { group_id: string; instance_id: string }
export type AffinityMembership = AntiAffinityMembership

export type SiloQuotasRow = Json<Api.SiloQuotas>

// ---------------------------------------------------------------------------------------
// Hardware. The real system knows where a sled sits and how much RAM it sets aside for
// guests; the API shows neither, so the views strip them.

export type RackRow = Json<Api.Rack>
export type SledRow = Json<Api.Sled> & { cubby: number; reservoir_size: number }
export type PhysicalDiskRow = Json<Api.PhysicalDisk> & { sled_id: string }
export type SwitchRow = Json<Api.Switch> & { slot: number }
export type UninitializedSledRow = Json<Api.UninitializedSled>

/** One entry of the audit log: a call that changed something (or tried to), start to end. */
export type AuditLogRow = Json<Api.AuditLogEntry>
// ---------------------------------------------------------------------------------------
// Support bundles. A bundle being collected or destroyed moves on by itself (`pending`; a
// destroyed bundle is removed, hence `to: null`); its files are made from its id when read
// (see support-bundle-files.ts), so the row keeps none.

export type SupportBundleRow = Json<Api.SupportBundleInfo> & {
  pending: { to: Api.SupportBundleState | null; at: number } | null
}
// ---------------------------------------------------------------------------------------
// Alerts. A receiver keeps its webhook endpoint and subscriptions; its secrets are rows of
// their own whose value the API never shows again after it is given.

export type AlertClassRow = Json<Api.AlertClass>
export type AlertReceiverRow = Omit<Json<Api.WebhookReceiver>, 'secrets'>
export type WebhookSecretRow = Json<Api.WebhookSecret> & { receiver_id: string; value: string }
export type AlertDeliveryRow = Json<Api.AlertDelivery>

// ---------------------------------------------------------------------------------------
// Rack networking: the rack's own uplink configuration (handlers/rack-network.ts).

export type AddressLotRow = Json<Api.AddressLot>
export type AddressLotBlockRow = Json<Api.AddressLotBlock> & { address_lot_id: string }
/** `address` is the network as the API shows it (`10.255.0.1/32`) */
export type LoopbackAddressRow = Json<Api.LoopbackAddress> & { anycast: boolean }
/** a session the switch runs; a new one comes up by itself (`pending`), as a peer answers */
export type BfdSessionRow = Json<Api.BfdStatus> & { pending: { to: Api.BfdState; at: number } | null }

export type RackNetworkState = {
  addressLots: AddressLotRow[]
  addressLotBlocks: AddressLotBlockRow[]
  loopbackAddresses: LoopbackAddressRow[]
  bfdSessions: BfdSessionRow[]
  allowList: Json<Api.AllowList>
  /** whether the API services accept the few kinds of inbound ICMP that path MTU discovery needs */
  inboundIcmp: boolean
}

/** A QSFP port of a switch; `port_settings_id` names the settings applied to it (handlers/switch-ports.ts). */
export type SwitchPortRow = Json<Api.SwitchPort>
/** Port settings kept in the form the API shows them: every part names its settings' id already. */
export type SwitchPortSettingsRow = Json<Api.SwitchPortSettings>
/**
 * What a port's link hears from the router at the other end of its cable. `id` orders the
 * pages (the API pages neighbours by id but does not show it); `last_seen` is made when shown.
 */
export type LldpNeighborRow = Omit<Json<Api.LldpNeighbor>, 'last_seen'> & {
  id: string
  rack_id: string
  switch_location: string
  port_name: string
}

export type SwitchPortState = {
  ports: SwitchPortRow[]
  settings: SwitchPortSettingsRow[]
  /** the neighbours cabled to a port; heard only while the port's link runs LLDP */
  lldpNeighbors: LldpNeighborRow[]
}

// ---------------------------------------------------------------------------------------
// BGP (handlers/bgp.ts). A config keeps the id of its announce set, which its view does not
// show. Peers are what the switches are told to talk to; sessions what their BGP daemons
// report of a peer (a peer without one has not been answered).

export type BgpConfigRow = Json<Api.BgpConfig> & { bgp_announce_set_id: string }
export type BgpAnnounceSetRow = Json<Api.BgpAnnounceSet>
export type BgpAnnouncementRow = Json<Api.BgpAnnouncement>
export type BgpPeerRow = { switch: Api.SwitchLocation; addr: string; bgp_config_id: string; remote_asn: number | null }
/** `since`: when the session entered `state` (ISO time) */
export type BgpSessionRow = { switch: Api.SwitchLocation; addr: string; state: Api.BgpPeerState; since: string }

export type BgpState = {
  configs: BgpConfigRow[]
  announceSets: BgpAnnounceSetRow[]
  announcements: BgpAnnouncementRow[]
  sessions: BgpSessionRow[]
}

// ---------------------------------------------------------------------------------------
// Probes (handlers/probes.ts): a probe holds one interface in its project's default subnet
// (kept in the instance interface's shape, its owner being the probe) and one external
// address from an IP pool.

export type ProbeRow = Json<Api.Probe> & {
  project_id: string
  nic: NetworkInterfaceRow
  external_ip: string
  ip_pool_id: string
}

// ---------------------------------------------------------------------------------------
// Software update. Of an uploaded repository the mock keeps what the control plane records
// (its description), not the archive; trust roots as they were given; and every generation
// of the target release, the last being the current one.

export type TufRepoRow = Json<Api.TufRepoDescription>
export type TrustRootRow = Json<Api.UpdatesTrustRoot>
export type TargetReleaseRow = Json<Api.TargetRelease>
