// Every path of the console, built in one place. Each part is encoded, so a name can never
// change the shape of a path, and `paths.test.ts` checks every builder against the route
// table, so a link cannot point at a page that does not exist.
import type { RouteParams } from './params'

export type P<K extends keyof RouteParams> = Pick<RouteParams, K>

/** Joins path parts, encoding each one. */
export const path = (...parts: string[]) => `/${parts.map(encodeURIComponent).join('/')}`

const project = ({ project }: P<'project'>) => path('projects', project)
const instance = (p: P<'project' | 'instance'>) => `${project(p)}${path('instances', p.instance)}`
const vpc = (p: P<'project' | 'vpc'>) => `${project(p)}${path('vpcs', p.vpc)}`
const router = (p: P<'project' | 'vpc' | 'router'>) => `${vpc(p)}${path('routers', p.router)}`
const images = (p: Partial<P<'project'>>) => (p.project ? `${project({ project: p.project })}/images` : '/images')

export type MetricView = 'cpu' | 'disk' | 'network'

export const pb = {
  /** the console's front door: it sends the user on to the projects */
  root: () => '/',

  // signing in
  login: () => '/login',
  localLogin: ({ silo }: P<'silo'>) => `${path('login', silo)}/local`,
  samlLogin: ({ silo, provider }: P<'silo' | 'provider'>) => path('login', silo, 'saml', provider),
  deviceVerify: () => '/device/verify',
  deviceSuccess: () => '/device/success',

  // silo
  projects: () => '/projects',
  projectsNew: () => '/projects-new',
  project,
  projectEdit: (p: P<'project'>) => `${project(p)}/edit`,
  siloAccess: () => '/access',
  /** each role one user holds, at the silo and in every project; `user` picks whom */
  siloAccessEffective: ({ user }: { user?: string } = {}) =>
    `/access/effective${user ? `?${new URLSearchParams({ user })}` : ''}`,
  siloImages: () => '/images',
  siloImageEdit: ({ image }: P<'image'>) => `${path('images', image)}/edit`,
  siloUtilization: () => '/utilization',
  certificates: () => '/certificates',
  certificatesNew: () => '/certificates-new',
  certificate: ({ certificate }: P<'certificate'>) => path('certificates', certificate),
  authSettings: () => '/auth-settings',
  users: () => '/users',
  user: ({ userId }: P<'userId'>) => path('users', userId),
  groups: () => '/groups',
  group: ({ groupId }: P<'groupId'>) => path('groups', groupId),

  // instances
  instances: (p: P<'project'>) => `${project(p)}/instances`,
  instancesNew: (p: P<'project'>) => `${project(p)}/instances-new`,
  instance,
  instanceStorage: (p: P<'project' | 'instance'>) => `${instance(p)}/storage`,
  instanceNetworking: (p: P<'project' | 'instance'>) => `${instance(p)}/networking`,
  instanceMetrics: (p: P<'project' | 'instance'>, view?: MetricView) =>
    `${instance(p)}/metrics${view ? `/${view}` : ''}`,
  instanceConnect: (p: P<'project' | 'instance'>) => `${instance(p)}/connect`,
  instanceSettings: (p: P<'project' | 'instance'>) => `${instance(p)}/settings`,
  serialConsole: (p: P<'project' | 'instance'>) => `${instance(p)}/serial-console`,
  /** an instance by id alone, for links from outside any project */
  instanceLookup: ({ instance }: P<'instance'>) => path('lookup', 'instances', instance),
  instanceLookupShort: ({ instance }: P<'instance'>) => path('lookup', 'i', instance),

  projectAccess: (p: P<'project'>) => `${project(p)}/access`,

  // storage
  disks: (p: P<'project'>) => `${project(p)}/disks`,
  disksNew: (p: P<'project'>) => `${project(p)}/disks-new`,
  disk: (p: P<'project' | 'disk'>) => `${project(p)}${path('disks', p.disk)}`,
  snapshots: (p: P<'project'>) => `${project(p)}/snapshots`,
  snapshotsNew: (p: P<'project'>) => `${project(p)}/snapshots-new`,
  snapshotImagesNew: (p: P<'project' | 'snapshot'>) => `${project(p)}${path('snapshots', p.snapshot)}/images-new`,
  /** a project's images, or the silo's when no project is given */
  images,
  imageEdit: (p: Partial<P<'project'>> & P<'image'>) => `${images(p)}/${encodeURIComponent(p.image)}/edit`,
  projectImages: (p: P<'project'>) => images(p),
  projectImagesNew: (p: P<'project'>) => `${project(p)}/images-new`,

  // networking
  vpcs: (p: P<'project'>) => `${project(p)}/vpcs`,
  vpcsNew: (p: P<'project'>) => `${project(p)}/vpcs-new`,
  vpc,
  vpcEdit: (p: P<'project' | 'vpc'>) => `${vpc(p)}/edit`,
  firewallRules: (p: P<'project' | 'vpc'>) => `${vpc(p)}/firewall-rules`,
  firewallRulesNew: (p: P<'project' | 'vpc'>) => `${vpc(p)}/firewall-rules-new`,
  firewallRuleClone: (p: P<'project' | 'vpc' | 'rule'>) => `${vpc(p)}${path('firewall-rules-new', p.rule)}`,
  firewallRuleEdit: (p: P<'project' | 'vpc' | 'rule'>) => `${vpc(p)}${path('firewall-rules', p.rule)}/edit`,
  subnets: (p: P<'project' | 'vpc'>) => `${vpc(p)}/subnets`,
  subnetsNew: (p: P<'project' | 'vpc'>) => `${vpc(p)}/subnets-new`,
  subnetEdit: (p: P<'project' | 'vpc' | 'subnet'>) => `${vpc(p)}${path('subnets', p.subnet)}/edit`,
  routers: (p: P<'project' | 'vpc'>) => `${vpc(p)}/routers`,
  routersNew: (p: P<'project' | 'vpc'>) => `${vpc(p)}/routers-new`,
  router,
  routerEdit: (p: P<'project' | 'vpc' | 'router'>) => `${router(p)}/edit`,
  routesNew: (p: P<'project' | 'vpc' | 'router'>) => `${router(p)}/routes-new`,
  routeEdit: (p: P<'project' | 'vpc' | 'router' | 'route'>) => `${router(p)}${path('routes', p.route)}/edit`,
  gateways: (p: P<'project' | 'vpc'>) => `${vpc(p)}/internet-gateways`,
  gateway: (p: P<'project' | 'vpc' | 'gateway'>) => `${vpc(p)}${path('internet-gateways', p.gateway)}`,
  floatingIps: (p: P<'project'>) => `${project(p)}/floating-ips`,
  floatingIpsNew: (p: P<'project'>) => `${project(p)}/floating-ips-new`,
  floatingIpEdit: (p: P<'project' | 'floatingIp'>) => `${project(p)}${path('floating-ips', p.floatingIp)}/edit`,

  // placement: the affinity page lists both kinds of group; anti-affinity groups live under
  // it (SPEC section 2), affinity groups beside it, so a name can never mean either kind
  affinity: (p: P<'project'>) => `${project(p)}/affinity`,
  affinityNew: (p: P<'project'>) => `${project(p)}/affinity-new`,
  antiAffinityGroup: (p: P<'project' | 'antiAffinityGroup'>) => `${project(p)}${path('affinity', p.antiAffinityGroup)}`,
  antiAffinityGroupEdit: (p: P<'project' | 'antiAffinityGroup'>) =>
    `${project(p)}${path('affinity', p.antiAffinityGroup)}/edit`,
  /** redirects to the affinity page, which lists affinity groups */
  affinityGroups: (p: P<'project'>) => `${project(p)}/affinity-groups`,
  affinityGroupsNew: (p: P<'project'>) => `${project(p)}/affinity-groups-new`,
  affinityGroup: (p: P<'project' | 'affinityGroup'>) => `${project(p)}${path('affinity-groups', p.affinityGroup)}`,
  affinityGroupEdit: (p: P<'project' | 'affinityGroup'>) =>
    `${project(p)}${path('affinity-groups', p.affinityGroup)}/edit`,

  // user settings
  settings: () => '/settings',
  profile: () => '/settings/profile',
  sshKeys: () => '/settings/ssh-keys',
  sshKeysNew: () => '/settings/ssh-keys-new',
  sshKeyEdit: ({ sshKey }: P<'sshKey'>) => `${path('settings', 'ssh-keys', sshKey)}/edit`,
  accessTokens: () => '/settings/access-tokens',

  // system
  system: () => '/system',
  silos: () => '/system/silos',
  fleetAccess: () => '/system/access',
  builtinUsers: () => '/system/users-builtin',
  systemUtilization: () => '/system/utilization',
  systemIssues: () => '/system/issues',
  auditLog: () => '/system/audit-log',
  /** redirects to the IP pools */
  networking: () => '/system/networking',
  ipPools: () => '/system/networking/ip-pools',
  /** redirects to the sleds tab */
  inventory: () => '/system/inventory',
  supportBundles: () => '/system/support-bundles',
  softwareUpdate: () => '/system/update',
  alerts: () => '/system/alerts',
}
