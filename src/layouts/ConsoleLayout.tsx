import type { ReactNode } from 'react'
import { Link, Outlet, useLocation } from 'react-router'
import { useMatchedHandleSays } from '~/routing'
import { Breadcrumbs } from '~/features/shell/Breadcrumbs'
import { TopBar } from '~/features/shell/TopBar'
import { cn } from '~/ui/cn'

type NavItem = { to: string; label: string; end?: boolean }

/**
 * A section's link stays current on the section's own pages and on the routes beside it
 * that carry its name: `disks-new`, `affinity-groups/…` next to `affinity` (react-router's
 * NavLink only knows `disks/…`). `end` makes it current on its own path alone.
 */
const isCurrent = (pathname: string, { to, end }: NavItem) =>
  pathname === to || (!end && (pathname.startsWith(`${to}/`) || pathname.startsWith(`${to}-`)))

type Props = {
  /** shown above the links, e.g. the project's name */
  heading?: ReactNode
  nav: NavItem[]
  navLabel: string
  /** what the layout tells its pages (`useOutletContext`), e.g. the user's silo role */
  outletContext?: unknown
  /** shown instead of the page, e.g. the error screen when the layout's loader failed */
  children?: ReactNode
}

/** Top bar, sidebar and breadcrumbs around every signed-in page. */
export function ConsoleLayout({ heading, nav, navLabel, outletContext, children }: Props) {
  // a page that sizes itself to the window gets the content column's full height, as a flex column
  const fill = useMatchedHandleSays('fill')
  const { pathname } = useLocation()
  return (
    <div className="flex h-full">
      <aside className="flex w-56 shrink-0 flex-col border-r border-line bg-surface">
        <div className="flex h-12 items-center border-b border-line px-4 font-semibold tracking-tight">
          <span className="mr-2 inline-block size-3 rounded-sm bg-accent" aria-hidden />
          Nexus Console
        </div>
        {heading && <div className="border-b border-line px-4 py-3">{heading}</div>}
        <nav aria-label={navLabel} className="flex flex-col gap-0.5 p-2">
          {nav.map((item) => {
            const current = isCurrent(pathname, item)
            return (
              <Link
                key={item.to}
                to={item.to}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'rounded-md px-2.5 py-1.5 text-ink-muted hover:bg-raised hover:text-ink',
                  current && 'bg-raised font-medium text-ink',
                )}
              >
                {item.label}
              </Link>
            )
          })}
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar />
        <main id="content" className="min-h-0 flex-1 overflow-y-auto">
          <div className={cn('mx-auto max-w-6xl px-8 py-6', fill && 'flex min-h-full flex-col')}>
            <Breadcrumbs />
            {children ?? <Outlet context={outletContext} />}
          </div>
        </main>
      </div>
    </div>
  )
}
