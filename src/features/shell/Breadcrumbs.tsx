import { Link, useMatches, type UIMatch } from 'react-router'

/** A route's `handle.crumb`: a fixed label, or one made from the route's params. */
export type Crumb = string | ((params: Record<string, string | undefined>) => string | undefined)
type Handle = { crumb?: Crumb }

export function Breadcrumbs() {
  const crumbs = (useMatches() as UIMatch<unknown, Handle>[])
    .filter((m) => m.handle?.crumb)
    .map((m) => ({
      path: m.pathname,
      label: (typeof m.handle.crumb === 'function' ? m.handle.crumb(m.params) : m.handle.crumb) ?? '',
    }))
  if (crumbs.length === 0) return null
  return (
    <nav aria-label="Breadcrumbs" className="mb-3 text-[13px] text-ink-muted">
      <ol className="flex flex-wrap items-center gap-1.5">
        {crumbs.map((c, i) => (
          <li key={c.path + i} className="flex items-center gap-1.5">
            {i > 0 && <span aria-hidden>/</span>}
            {i === crumbs.length - 1 ? (
              <span aria-current="page" className="text-ink">
                {c.label}
              </span>
            ) : (
              <Link to={c.path} className="hover:text-ink hover:underline">
                {c.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
