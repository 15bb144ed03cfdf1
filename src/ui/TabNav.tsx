import { Link, NavLink } from 'react-router'
import { cn } from './cn'

const tabClass = (current: boolean) =>
  cn(
    '-mb-px border-b-2 px-3 py-2 whitespace-nowrap text-ink-muted hover:text-ink',
    current ? 'border-accent font-medium text-ink' : 'border-transparent',
  )

/**
 * Links to the sections of a page, shown as tabs; the current one is marked for assistive
 * technology too. A tab is current where its path is, unless the page says which is
 * (`[to, label, current]`: tabs chosen by `?tab=`, or forms of a tab beside its path).
 * `keepScroll`: switching tabs leaves the page where it is scrolled to.
 */
export function TabNav({
  label,
  tabs,
  keepScroll = false,
}: {
  label: string
  tabs: (readonly [to: string, label: string, current?: boolean])[]
  keepScroll?: boolean
}) {
  return (
    <nav aria-label={label} className="mb-5 flex gap-1 overflow-x-auto border-b border-line">
      {tabs.map(([to, text, current]) =>
        current === undefined ? (
          <NavLink key={to} to={to} className={({ isActive }) => tabClass(isActive)}>
            {text}
          </NavLink>
        ) : (
          <Link
            key={to}
            to={to}
            aria-current={current ? 'page' : undefined}
            preventScrollReset={keepScroll}
            className={tabClass(current)}
          >
            {text}
          </Link>
        ),
      )}
    </nav>
  )
}
