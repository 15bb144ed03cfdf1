// What an action touches, shown in its confirmation (issue 15). The feature's loader reads
// the API when the dialog opens; until it answers the dialog says it is checking, and when it
// cannot answer it says so and offers to try again. Either way the action stays available:
// the preview informs the decision, it does not make it.
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { isRefused, type Impact, type ImpactGroup, type ImpactLoader, type ImpactSource } from '~/impact'
import { Button } from '~/ui/Button'

/** How many of a group's items are named; the rest are counted, with a link to their list. */
const NAMED = 10

const loaderOf = (source: ImpactSource): ImpactLoader =>
  typeof source === 'function'
    ? source
    : () => import('~/features/projects/impact').then((m) => m.projectDeleteImpact(source.projectDelete))

type Reading = { state: 'checking' } | { state: 'failed'; error: Error } | { state: 'read'; impact: Impact }

/**
 * Runs the loader (whose own reads go through the query cache) once per try. Not a
 * `useQuery` of its own: the query hooks imported here made rolldown split them out of the
 * entry chunk (rolldown#10731), and a confirmation's reading is never shared or kept.
 */
function useReading(source: ImpactSource) {
  const [load] = useState(() => loaderOf(source))
  const [tries, setTries] = useState(0)
  const [reading, setReading] = useState<Reading>({ state: 'checking' })
  useEffect(() => {
    let current = true
    setReading({ state: 'checking' })
    load().then(
      (impact) => current && setReading({ state: 'read', impact }),
      (e: unknown) => current && setReading({ state: 'failed', error: e instanceof Error ? e : new Error(String(e)) }),
    )
    return () => {
      current = false
    }
  }, [load, tries])
  return { reading, retry: () => setTries((n) => n + 1) }
}

function Group({ group, onNavigate }: { group: ImpactGroup; onNavigate: () => void }) {
  const named = group.items.slice(0, NAMED)
  const rest = group.items.length - named.length
  const restText = group.more ? 'and more' : `and ${rest} more`
  return (
    <div className="mt-2">
      <p className="text-ink">
        {group.label} ({group.items.length}
        {group.more && '+'})
      </p>
      <ul aria-label={group.label} className="flex flex-wrap gap-x-3 gap-y-0.5">
        {named.map((item) => (
          <li key={item.name}>
            {item.to ? (
              <Link to={item.to} onClick={onNavigate} className="text-ink underline underline-offset-2">
                {item.name}
              </Link>
            ) : (
              item.name
            )}
          </li>
        ))}
        {(rest > 0 || group.more) && (
          <li>
            {group.listTo ? (
              <Link to={group.listTo} onClick={onNavigate} className="text-ink underline underline-offset-2">
                {restText}
              </Link>
            ) : (
              restText
            )}
          </li>
        )}
      </ul>
    </div>
  )
}

function Report({ impact, onNavigate }: { impact: Impact; onNavigate: () => void }) {
  const touched = impact.groups.filter((g) => g.items.length > 0)
  return (
    <>
      {isRefused(impact) && impact.refusal && (
        <p className="rounded-md border border-line-strong bg-warn-bg px-3 py-2 text-ink">{impact.refusal}</p>
      )}
      {touched.length === 0 && <p>{impact.none}</p>}
      {touched.map((group) => (
        <Group key={group.label} group={group} onNavigate={onNavigate} />
      ))}
      {impact.note && <p className="mt-3">{impact.note}</p>}
    </>
  )
}

type Props = {
  source: ImpactSource
  /** told whether the API is expected to refuse the action, so the dialog words its button so */
  onRefused?: (refused: boolean) => void
  /** closes the dialog when a link is followed */
  onNavigate?: () => void
}

/** The preview's place in a confirmation (above the equivalent request) or a form. */
export function ImpactPreview({ source, onRefused, onNavigate = () => {} }: Props) {
  const { reading, retry } = useReading(source)
  const refused = reading.state === 'read' && isRefused(reading.impact)
  useEffect(() => onRefused?.(refused), [refused, onRefused])
  return (
    <section aria-label="What this touches" className="mt-4 border-t border-line pt-3 text-ink-muted">
      {reading.state === 'checking' && <p role="status">Checking what this touches…</p>}
      {reading.state === 'failed' && (
        <div role="alert">
          <p>
            Could not check what this touches: {reading.error.message}. You can still go ahead; the API has the last
            word.
          </p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={retry}>
            Try again
          </Button>
        </div>
      )}
      {reading.state === 'read' && <Report impact={reading.impact} onNavigate={onNavigate} />}
    </section>
  )
}
