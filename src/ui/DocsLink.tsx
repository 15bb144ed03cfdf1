const BASE = 'https://docs.oxide.computer/guides'

// Topic -> guide page. Kept in one place so links do not rot one screen at a time.
export const docsLinks = {
  access: { title: 'Access control', href: `${BASE}/configuring-access` },
  auditLog: { title: 'Audit log', href: `${BASE}/operator/audit-log` },
  alerts: { title: 'Alerts and webhooks', href: `${BASE}/operator/alerts-and-webhooks` },
  builtinUsers: { title: 'Built-in users', href: `${BASE}/operator/silo-management#_built_in_users` },
  authSettings: { title: 'Silo authentication', href: `${BASE}/system/identity-providers` },
  affinity: { title: 'Affinity and anti-affinity', href: `${BASE}/deploying-workloads#_affinity_and_anti_affinity` },
  certificates: { title: 'Silo certificates', href: `${BASE}/operator/silo-management#_tls_certificates` },
  deviceTokens: { title: 'Access tokens', href: `${BASE}/cli#authentication` },
  disks: { title: 'Disks', href: `${BASE}/managing-disks-and-snapshots` },
  firewallRules: { title: 'Firewall rules', href: `${BASE}/configuring-guest-networking#_firewall_rules` },
  floatingIps: { title: 'Floating IPs', href: `${BASE}/managing-floating-ips` },
  identityProviders: { title: 'Identity providers', href: `${BASE}/system/identity-providers` },
  images: { title: 'Images', href: `${BASE}/creating-and-sharing-images` },
  instances: { title: 'Instances', href: `${BASE}/deploying-workloads` },
  inventory: { title: 'Hardware maintenance', href: `${BASE}/operator/hardware-maintenance` },
  users: { title: 'Users and groups', href: `${BASE}/configuring-access#_users_and_groups` },
  ipPools: { title: 'IP pools', href: `${BASE}/operator/ip-pool-management` },
  metrics: { title: 'Metrics', href: `${BASE}/metrics` },
  projects: { title: 'Projects', href: `${BASE}/onboarding-projects` },
  quotas: { title: 'Quotas', href: `${BASE}/operator/silo-management#_silo_quotas` },
  silos: { title: 'Silos', href: `${BASE}/operator/silo-management` },
  softwareUpdate: { title: 'System update', href: `${BASE}/operator/system-update` },
  sshKeys: { title: 'SSH keys', href: `${BASE}/user-settings#_ssh_keys` },
  storage: { title: 'Storage', href: `${BASE}/managing-disks-and-snapshots` },
  supportBundles: { title: 'Support bundles', href: `${BASE}/operator/support-bundles` },
  utilization: { title: 'Utilization and metrics', href: `${BASE}/metrics` },
  vpcs: { title: 'VPC networking', href: `${BASE}/configuring-guest-networking` },
} as const

export type DocsTopic = keyof typeof docsLinks

export function DocsLink({ topic }: { topic: DocsTopic }) {
  const { title, href } = docsLinks[topic]
  return (
    <a href={href} target="_blank" rel="noreferrer" className="text-info underline underline-offset-2 hover:text-ink">
      {title} guide<span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}
