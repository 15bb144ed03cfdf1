import { useQuery } from '@tanstack/react-query'
import { Component, type ReactNode } from 'react'
import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router'
import { apiqErrorsAllowed } from '~/api/client'
import { isApiError } from '~/api/errors'
import { InvalidRouteParamError } from '~/params'
import { pb } from '~/paths'
import { Button, buttonClass } from '~/ui/Button'
import { docsLinks } from '~/ui/DocsLink'
import { NotFoundPage } from './NotFoundPage'

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

/**
 * Runs the page's loaders again; when they succeed the page replaces this screen. (Queries
 * never retry by themselves, SPEC section 7, so this is the user's way to ask.)
 */
function TryAgain() {
  const revalidator = useRevalidator()
  return (
    <div className="mt-6 flex justify-center gap-3">
      <Button onClick={() => void revalidator.revalidate()} loading={revalidator.state === 'loading'}>
        Try again
      </Button>
      <Link to={pb.projects()} className={buttonClass('secondary')}>
        Back to console
      </Link>
    </div>
  )
}

function SomethingWentWrong({ error }: { error: unknown }) {
  const forbidden = isApiError(error) && error.statusCode === 403
  const misconfigured = useIdpMisconfigured(forbidden)
  return (
    <div role="alert" className="mx-auto mt-16 max-w-lg text-center">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="mt-2 text-ink-muted">Please try again. If the problem persists, contact your administrator.</p>
      {error instanceof Error && error.message && (
        <p className="mt-3 font-mono text-[13px] text-ink-faint">{error.message}</p>
      )}
      <TryAgain />
      {misconfigured && (
        <div className="mt-6 rounded-md border border-[#6a5224] bg-warn-bg p-4 text-left text-[13px]">
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

/** The error element of every route: not found, signed out, or something else. */
export function RouteError() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  if (isApiError(error) && error.statusCode === 404) return <NotFoundPage />
  // a link whose path names nothing the API could hold: turned away before any request
  if (error instanceof InvalidRouteParamError) return <NotFoundPage />
  // a 401 is already on its way to the login page
  if (isApiError(error) && error.statusCode === 401) return null
  return (
    <LastResort>
      <SomethingWentWrong error={error} />
    </LastResort>
  )
}

/** If even the error screen fails, say so plainly instead of leaving a blank page. */
export class LastResort extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    if (!this.state.failed) return this.props.children
    return (
      <div role="alert" className="p-10 text-center">
        <h1 className="text-xl font-semibold">Unexpected Application Error!</h1>
        <p className="mt-2 text-ink-muted">Reload the page to continue.</p>
      </div>
    )
  }
}
