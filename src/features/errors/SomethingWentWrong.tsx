// The error screen for anything but "not found": loaded only when a page fails, so the entry
// chunk does not carry it (RouteError decides which screen applies).
import { useQuery } from '@tanstack/react-query'
import { Link, useLocation, useNavigate, useNavigation } from 'react-router'
import { apiqErrorsAllowed } from '~/api/client'
import { isApiError } from '~/api/errors'
import { pb } from '~/paths'
import { Button, buttonClass } from '~/ui/Button'
import { docsLinks } from '~/ui/DocsLink'

/**
 * SPEC section 2: a 403 for a user with no groups and no role on the silo almost always
 * means the identity provider sent no group claims, so say so.
 */
function useIdpMisconfigured(enabled: boolean) {
  const me = useQuery({ ...apiqErrorsAllowed('currentUserView', {}), enabled })
  const groups = useQuery({ ...apiqErrorsAllowed('currentUserGroups', {}), enabled })
  const silo = useQuery({ ...apiqErrorsAllowed('policyView', {}), enabled })
  if (!enabled || me.data?.type !== 'success' || groups.data?.type !== 'success') return false
  const userId = me.data.data.id
  const noGroups = groups.data.data.items.length === 0
  const siloRole = silo.data?.type === 'success' && silo.data.data.roleAssignments.some((a) => a.identityId === userId)
  return noGroups && !siloRole
}

/** The browser's words for a lazily loaded chunk that did not arrive (Chromium, WebKit, Firefox). */
const CHUNK_FAILED = /dynamically imported module|Importing a module script failed/

/**
 * Runs the page's loaders again; when they succeed the page replaces this screen. (Queries
 * never retry by themselves, SPEC section 7, so this is the user's way to ask.) It goes to
 * the page's own URL afresh rather than only revalidating: React Router's error boundary
 * drops its error on a new location, but on a revalidation only if it saw one under way, and
 * an answer quick enough reaches React with the "under way" in the same render, leaving the
 * error screen up for good (react-router issue #11597; seen here under load). Code that
 * failed to arrive is only fetched again by loading the page afresh.
 */
function TryAgain({ error }: { error: unknown }) {
  const navigate = useNavigate()
  const { pathname, search, hash, state } = useLocation()
  const navigation = useNavigation()
  const retry = () =>
    error instanceof Error && CHUNK_FAILED.test(error.message)
      ? location.reload()
      : void navigate({ pathname, search, hash }, { replace: true, state, preventScrollReset: true })
  return (
    <div className="mt-6 flex justify-center gap-3">
      <Button onClick={retry} loading={navigation.state === 'loading'}>
        Try again
      </Button>
      <Link to={pb.projects()} className={buttonClass('secondary')}>
        Back to console
      </Link>
    </div>
  )
}

export function SomethingWentWrong({ error }: { error: unknown }) {
  const forbidden = isApiError(error) && error.statusCode === 403
  const misconfigured = useIdpMisconfigured(forbidden)
  return (
    <div role="alert" className="mx-auto mt-16 max-w-lg text-center">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="mt-2 text-ink-muted">Please try again. If the problem persists, contact your administrator.</p>
      {error instanceof Error && error.message && (
        <p className="mt-3 font-mono text-[13px] text-ink-faint">{error.message}</p>
      )}
      <TryAgain error={error} />
      {misconfigured && (
        <div className="mt-6 rounded-md border border-warn-line bg-warn-bg p-4 text-left text-[13px]">
          <div className="font-semibold text-warn">Your identity provider may be misconfigured</div>
          <p className="mt-1 text-ink">
            You belong to no groups and have no role on this silo, so every request is refused. This usually means the
            identity provider is not sending group membership. Ask your administrator to check its configuration.{' '}
            <a className="text-info underline" href={docsLinks.identityProviders.href} target="_blank" rel="noreferrer">
              Read about identity providers
            </a>
            .
          </p>
        </div>
      )}
    </div>
  )
}
