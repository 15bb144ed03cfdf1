// The four shells of a signed-in user. Each takes `children` to show instead of the page:
// the route table renders its error screen there when the layout's own loader fails.
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { type SiloLayoutContext, useSiloRole } from '~/api/siloRole'
import { useRouteParams } from '~/params'
import { pb } from '~/paths'
import { ConsoleLayout } from './ConsoleLayout'

type Props = { children?: ReactNode }

/** The builders of `pb` that a layout's params are enough for. */
type BuilderFor<P> = { [K in keyof typeof pb]: (typeof pb)[K] extends (p: P) => string ? K : never }[keyof typeof pb]

/** A section's links, as its pages' path builders and labels in the order they show. */
const links = <P extends object = Record<never, never>>(labels: Partial<Record<BuilderFor<P>, string>>, p?: P) =>
  Object.entries(labels).map(([page, label]) => ({
    to: (pb[page as BuilderFor<P>] as (p?: P) => string)(p),
    label: label as string,
  }))

export function SiloLayout({ children }: Props) {
  const role = useSiloRole()
  const context: SiloLayoutContext = { siloRole: role }
  return (
    <ConsoleLayout
      navLabel="Silo"
      outletContext={context}
      nav={links({
        projects: 'Projects',
        siloImages: 'Images',
        siloAccess: 'Access',
        users: 'Users',
        groups: 'Groups',
        siloUtilization: 'Utilization',
        // only a silo's admins see or change its certificates; anyone with a role reads its settings
        ...(role === 'admin' && { certificates: 'Certificates' }),
        ...(role && { authSettings: 'Authentication' }),
      })}
    >
      {children}
    </ConsoleLayout>
  )
}

export function ProjectLayout({ children }: Props) {
  const p = useRouteParams()
  return (
    <ConsoleLayout
      navLabel="Project"
      heading={
        <div>
          <div className="text-[12px] tracking-wide text-ink-muted uppercase">Project</div>
          <Link to={pb.project(p)} className="block truncate font-medium hover:underline">
            {p.project}
          </Link>
        </div>
      }
      nav={[
        { to: pb.projects(), label: '← All projects', end: true },
        ...links(
          {
            instances: 'Instances',
            disks: 'Disks',
            snapshots: 'Snapshots',
            projectImages: 'Images',
            vpcs: 'VPCs',
            floatingIps: 'Floating IPs',
            affinity: 'Affinity',
            projectAccess: 'Access',
          },
          p,
        ),
      ]}
    >
      {children}
    </ConsoleLayout>
  )
}

export function SystemLayout({ children }: Props) {
  return (
    <ConsoleLayout
      navLabel="System"
      nav={links({
        silos: 'Silos',
        systemUtilization: 'Utilization',
        systemIssues: 'Issues',
        inventory: 'Inventory',
        networking: 'Networking',
        fleetAccess: 'Access',
        builtinUsers: 'Built-in users',
        auditLog: 'Audit log',
        alerts: 'Alerts',
        supportBundles: 'Support bundles',
        softwareUpdate: 'Software update',
      })}
    >
      {children}
    </ConsoleLayout>
  )
}

export function SettingsLayout({ children }: Props) {
  return (
    <ConsoleLayout
      navLabel="Settings"
      heading={<div className="font-medium">Settings</div>}
      nav={[
        { to: pb.projects(), label: '← Back to console', end: true },
        ...links({ profile: 'Profile', sshKeys: 'SSH keys', accessTokens: 'Access tokens' }),
      ]}
    >
      {children}
    </ConsoleLayout>
  )
}
