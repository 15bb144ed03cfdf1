import { Link } from 'react-router'
import { pb } from '~/paths'
import { Button, buttonClass } from '~/ui/Button'

/**
 * `signOut` comes from the entry chunk, which holds it for the top bar anyway: imported here,
 * this lazily loaded page made rolldown split the API client out of the entry (rolldown#10731).
 */
export function NotFoundPage({ signOut }: { signOut: () => void }) {
  return (
    <main id="content" className="flex h-full items-center justify-center p-8">
      <div className="max-w-md text-center">
        <div className="font-mono text-[13px] text-ink-muted">404</div>
        <h1 className="mt-2 text-2xl font-semibold">Page not found</h1>
        <p className="mt-2 text-ink-muted">
          The page you are looking for doesn't exist, or you may not have access to it.
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <Link to={pb.projects()} className={buttonClass('primary')}>
            Back to console
          </Link>
          <Button variant="secondary" onClick={signOut}>
            Sign out
          </Button>
        </div>
      </div>
    </main>
  )
}
