// The four shells of a signed-in user. Each takes `children` to show instead of the page:
// the route table renders its error screen there when the layout's own loader fails.
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { type SiloLayoutContext, useSiloRole } from '~/api/siloRole'
import { useRouteParams } from '~/params'
import { pb } from '~/paths'
import { ConsoleLayout } from './ConsoleLayout'

type Props = { children?: ReactNode }

export function SiloLayout({ children }: Props) {
  const role = useSiloRole()
  const context: SiloLayoutContext = { siloRole: role }
  return (
    <ConsoleLayout
      navLabel="Silo"
      outletContext={context}
      nav={[
        { to: pb.projects(), label: 'Projects' },
        { to: pb.siloImages(), label: 'Images' },
        { to: pb.siloAccess(), label: 'Access' },
        { to: pb.users(), label: 'Users' },
        { to: pb.groups(), label: 'Groups' },
        { to: pb.siloUtilization(), label: 'Utilization' },
        // only a silo's admins see or change its certificates; anyone with a role reads its settings
        ...(role === 'admin' ? [{ to: pb.certificates(), label: 'Certificates' }] : []),
        ...(role ? [{ to: pb.authSettings(), label: 'Authentication' }] : []),
      ]}
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
        { to: pb.instances(p), label: 'Instances' },
        { to: pb.disks(p), label: 'Disks' },
        { to: pb.snapshots(p), label: 'Snapshots' },
        { to: pb.projectImages(p), label: 'Images' },
        { to: pb.vpcs(p), label: 'VPCs' },
        { to: pb.floatingIps(p), label: 'Floating IPs' },
        { to: pb.affinity(p), label: 'Affinity' },
        { to: pb.projectAccess(p), label: 'Access' },
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
      nav={[
        { to: pb.silos(), label: 'Silos' },
        { to: pb.systemUtilization(), label: 'Utilization' },
        { to: pb.systemIssues(), label: 'Issues' },
        { to: pb.inventory(), label: 'Inventory' },
        { to: pb.networking(), label: 'Networking' },
        { to: pb.fleetAccess(), label: 'Access' },
        { to: pb.builtinUsers(), label: 'Built-in users' },
        { to: pb.auditLog(), label: 'Audit log' },
        { to: pb.alerts(), label: 'Alerts' },
        { to: pb.supportBundles(), label: 'Support bundles' },
        { to: pb.softwareUpdate(), label: 'Software update' },
      ]}
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
        { to: pb.profile(), label: 'Profile' },
        { to: pb.sshKeys(), label: 'SSH keys' },
        { to: pb.accessTokens(), label: 'Access tokens' },
      ]}
    >
      {children}
    </ConsoleLayout>
  )
}
