import { Link } from 'react-router'
import { useRouteMatches } from '~/routing'

export function Breadcrumbs() {
  const crumbs = useRouteMatches()
    .filter((m) => m.handle?.crumb)
    .map((m) => {
      const crumb = m.handle?.crumb
      return { path: m.pathname, label: (typeof crumb === 'function' ? crumb(m.params) : crumb) ?? '' }
    })
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
