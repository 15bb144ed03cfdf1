import { Link, useParams } from 'react-router'
import { ConsoleLayout } from './ConsoleLayout'

export function SiloLayout() {
  return (
    <ConsoleLayout
      navLabel="Silo"
      nav={[
        { to: '/projects', label: 'Projects' },
        { to: '/images', label: 'Images' },
        { to: '/access', label: 'Access' },
      ]}
    />
  )
}

export function ProjectLayout() {
  const { project } = useParams()
  const base = `/projects/${project}`
  return (
    <ConsoleLayout
      navLabel="Project"
      heading={
        <div>
          <div className="text-[12px] tracking-wide text-ink-muted uppercase">Project</div>
          <Link to={base} className="block truncate font-medium hover:underline">
            {project}
          </Link>
        </div>
      }
      nav={[
        { to: '/projects', label: '← All projects', end: true },
        { to: `${base}/instances`, label: 'Instances' },
        { to: `${base}/disks`, label: 'Disks' },
        { to: `${base}/snapshots`, label: 'Snapshots' },
        { to: `${base}/images`, label: 'Images' },
        { to: `${base}/vpcs`, label: 'VPCs' },
        { to: `${base}/floating-ips`, label: 'Floating IPs' },
        { to: `${base}/access`, label: 'Access' },
      ]}
    />
  )
}

export function SystemLayout() {
  return <ConsoleLayout navLabel="System" nav={[{ to: '/system/silos', label: 'Silos' }]} />
}

export function SettingsLayout() {
  return (
    <ConsoleLayout
      navLabel="Settings"
      heading={<div className="font-medium">Settings</div>}
      nav={[
        { to: '/projects', label: '← Back to console', end: true },
        { to: '/settings/profile', label: 'Profile' },
      ]}
    />
  )
}
