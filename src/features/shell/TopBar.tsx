import { Link, useLocation, useNavigate } from 'react-router'
import { signOut, useCurrentUser, useIsFleetViewer } from '~/api/session'
import { cn } from '~/ui/cn'
import { Menu } from '~/ui/Menu'

/** Switches between the silo and the system (operator) views; only fleet viewers see it. */
function ScopeSwitch() {
  const { pathname } = useLocation()
  const inSystem = pathname.startsWith('/system')
  const tab = (active: boolean) =>
    cn('rounded px-2.5 py-1 text-[13px]', active ? 'bg-raised font-medium text-ink' : 'text-ink-muted hover:text-ink')
  return (
    <nav aria-label="Scope" className="flex items-center gap-1 rounded-md border border-line p-0.5">
      <Link to="/projects" className={tab(!inSystem)} aria-current={!inSystem ? 'page' : undefined}>
        Silo
      </Link>
      <Link to="/system/silos" className={tab(inSystem)} aria-current={inSystem ? 'page' : undefined}>
        System
      </Link>
    </nav>
  )
}

export function TopBar() {
  const me = useCurrentUser()
  const fleetViewer = useIsFleetViewer()
  const navigate = useNavigate()
  return (
    <header className="flex h-12 shrink-0 items-center justify-between gap-4 border-b border-line px-6">
      <div className="flex items-center gap-3 text-[13px] text-ink-muted">
        <span>
          Silo <span className="font-medium text-ink">{me.siloName}</span>
        </span>
        {fleetViewer && <ScopeSwitch />}
      </div>
      <Menu
        items={[
          { label: 'Settings', onSelect: () => navigate('/settings/profile') },
          { label: 'Sign out', onSelect: () => void signOut() },
        ]}
        trigger={
          <button
            type="button"
            className="flex items-center gap-2 rounded-md border border-line px-2.5 py-1 text-[13px] hover:bg-raised"
            aria-label={`User menu for ${me.displayName}`}
          >
            <span className="flex size-5 items-center justify-center rounded-full bg-raised text-[11px] font-semibold uppercase">
              {me.displayName.slice(0, 1)}
            </span>
            {me.displayName}
            <span aria-hidden>▾</span>
          </button>
        }
      />
    </header>
  )
}
