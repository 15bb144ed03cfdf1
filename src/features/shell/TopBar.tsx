import { useQuery } from '@tanstack/react-query'
import { Link, useLocation, useNavigate } from 'react-router'
import { meQuery, useIsFleetViewer } from '~/api/session'
import { ActivityButton } from '~/features/activity/ActivityButton'
import { openPalette, openShortcuts } from '~/features/palette/host'
import { pb } from '~/paths'
import { dateZone } from '~/preferences/dateZone'
import { themeChoice } from '~/preferences/theme'
import { cn } from '~/ui/cn'
import { Menu, type MenuItem } from '~/ui/Menu'
import { signOutOrSayWhy } from './signOut'

/** Switches between the silo and the system (operator) views; only fleet viewers see it. */
function ScopeSwitch() {
  const { pathname } = useLocation()
  const inSystem = pathname.startsWith(pb.system())
  const tab = (active: boolean) =>
    cn('rounded px-2.5 py-1 text-[13px]', active ? 'bg-raised font-medium text-ink' : 'text-ink-muted hover:text-ink')
  return (
    <nav aria-label="Scope" className="flex items-center gap-1 rounded-md border border-line p-0.5">
      <Link to={pb.projects()} className={tab(!inSystem)} aria-current={!inSystem ? 'page' : undefined}>
        Silo
      </Link>
      <Link to={pb.silos()} className={tab(inSystem)} aria-current={inSystem ? 'page' : undefined}>
        System
      </Link>
    </nav>
  )
}

/** The menu items choosing one value of a preference, the current one checked. */
function choiceItems<T extends string>(
  group: string,
  pref: { use: () => T; set: (value: T) => void },
  labels: Record<T, string>,
): MenuItem[] {
  const current = pref.use()
  return Object.entries<string>(labels).map(([value, label]) => ({
    label,
    group,
    checked: value === current,
    onSelect: () => pref.set(value as T),
  }))
}

export function TopBar() {
  // not prefetched-or-fail: when the session call itself failed, the layout still renders
  // around its error screen, and the bar must not fail with it
  const me = useQuery(meQuery).data
  const name = me?.displayName ?? 'Account'
  const fleetViewer = useIsFleetViewer()
  const navigate = useNavigate()
  return (
    <header className="flex h-12 shrink-0 items-center justify-between gap-4 border-b border-line px-6">
      <div className="flex items-center gap-3 text-[13px] text-ink-muted">
        <span>
          Silo <span className="font-medium text-ink">{me?.siloName ?? '…'}</span>
        </span>
        {fleetViewer && <ScopeSwitch />}
      </div>
      <div className="flex items-center gap-2">
        <ActivityButton />
        <button
          type="button"
          onClick={openPalette}
          className="flex items-center gap-2 rounded-md border border-line px-2.5 py-1 text-[13px] hover:bg-raised"
        >
          Search
        </button>
        <Menu
          items={[
            { label: 'Settings', onSelect: () => navigate(pb.profile()) },
            ...choiceItems('Theme', themeChoice, { system: 'System', light: 'Light', dark: 'Dark' }),
            ...choiceItems('Dates', dateZone, { local: 'Local time', utc: 'UTC' }),
            { label: 'Keyboard shortcuts', onSelect: openShortcuts },
            { label: 'Sign out', onSelect: () => void signOutOrSayWhy() },
          ]}
          trigger={
            <button
              type="button"
              className="flex items-center gap-2 rounded-md border border-line px-2.5 py-1 text-[13px] hover:bg-raised"
              aria-label={`User menu for ${name}`}
            >
              <span className="flex size-5 items-center justify-center rounded-full bg-raised text-[11px] font-semibold uppercase">
                {name.slice(0, 1)}
              </span>
              {name}
              <span aria-hidden>▾</span>
            </button>
          }
        />
      </div>
    </header>
  )
}
