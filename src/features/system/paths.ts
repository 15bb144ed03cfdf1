// The paths of the operators' pages that only other operators' pages link to. They load with
// the system area, not with the first page (the system navigation's own links stay in
// `~/paths`); `src/paths.test.ts` checks them against the route table.
import { path, type P } from '~/paths'

const sled = ({ sledId }: P<'sledId'>) => path('system', 'inventory', 'sleds', sledId)
const silo = ({ silo }: P<'silo'>) => path('system', 'silos', silo)
const ipPool = ({ pool }: P<'pool'>) => path('system', 'networking', 'ip-pools', pool)
const supportBundle = ({ bundleId }: P<'bundleId'>) => path('system', 'support-bundles', bundleId)
const alertReceiver = ({ receiver }: P<'receiver'>) => path('system', 'alerts', receiver)

/** the tabs of an IP pool's page, picked by `?tab=` (ranges unless given) */
export type IpPoolTab = 'ranges' | 'silos'

/** The tabs of a silo's page, as `?tab=` names them. */
export const SILO_TABS = ['idps', 'ip-pools', 'quotas', 'fleet-roles', 'users'] as const
export type SiloTab = (typeof SILO_TABS)[number]

export const sysPb = {
  silosNew: () => '/system/silos-new',
  /** a silo's page; `tab` picks one of its tabs (`?tab=`, SPEC section 2) */
  silo: (p: P<'silo'>, tab?: SiloTab) => `${silo(p)}${tab ? `?tab=${tab}` : ''}`,
  siloIdpsNew: (p: P<'silo'>) => `${silo(p)}/idps-new`,
  samlIdp: (p: P<'silo' | 'provider'>) => `${silo(p)}${path('idps', 'saml', p.provider)}`,
  builtinUser: ({ builtinUser }: P<'builtinUser'>) => path('system', 'users-builtin', builtinUser),
  ipPoolsNew: () => '/system/networking/ip-pools-new',
  ipPool: (p: P<'pool'>, tab?: IpPoolTab) => `${ipPool(p)}${tab === 'silos' ? '?tab=silos' : ''}`,
  ipPoolEdit: (p: P<'pool'>) => `${ipPool(p)}/edit`,
  ipPoolRangesAdd: (p: P<'pool'>) => `${ipPool(p)}/ranges-add`,
  inventorySleds: () => '/system/inventory/sleds',
  inventoryDisks: () => '/system/inventory/disks',
  inventorySwitches: () => '/system/inventory/switches',
  /** redirects to the sled's instances */
  sled,
  sledInstances: (p: P<'sledId'>) => `${sled(p)}/instances`,
  sledDisks: (p: P<'sledId'>) => `${sled(p)}/disks`,
  supportBundlesNew: () => '/system/support-bundles-new',
  supportBundle,
  supportBundleEdit: (p: P<'bundleId'>) => `${supportBundle(p)}/edit`,
  trustRootsNew: () => '/system/update/trust-roots-new',
  trustRoot: ({ trustRootId }: P<'trustRootId'>) => path('system', 'update', 'trust-roots', trustRootId),
  alertReceiversNew: () => '/system/alerts-new',
  alertReceiver,
  alertReceiverEdit: (p: P<'receiver'>) => `${alertReceiver(p)}/edit`,
}
