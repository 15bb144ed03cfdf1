import { Component, Suspense, type ReactNode } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { isApiError } from '~/api/errors'
import { InvalidRouteParamError } from '~/params'
import { signOutOrSayWhy } from '~/features/shell/signOut'
import { Button } from '~/ui/Button'
import { lazyPart } from '~/ui/splitModule'

// fetched only when a page fails or names nothing; if even that fails, LastResort says so
const SomethingWentWrong = lazyPart(() => import('./SomethingWentWrong'), 'SomethingWentWrong', 'essential')
const NotFoundPage = lazyPart(() => import('./NotFoundPage'), 'NotFoundPage', 'essential')

/** The error element of every route: not found, signed out, or something else. */
export const RouteError = () => <ErrorScreen error={useRouteError()} />

/** What a failure shows where the page would be: RouteError's, or a layout's own call's. */
export function ErrorScreen({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return notFound
  if (isApiError(error) && error.statusCode === 404) return notFound
  // a link whose path names nothing the API could hold: turned away before any request
  if (error instanceof InvalidRouteParamError) return notFound
  // a 401 is already on its way to the login page
  if (isApiError(error) && error.statusCode === 401) return null
  return (
    <LastResort>
      <Suspense fallback={null}>
        <SomethingWentWrong error={error} />
      </Suspense>
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
        <Button variant="secondary" className="mt-4" onClick={() => location.reload()}>
          Reload
        </Button>
      </div>
    )
  }
}

/** Page not found: for an unknown path, and for an API 404 or a bad param of a known one. */
export const notFound = (
  <LastResort>
    <Suspense fallback={null}>
      <NotFoundPage signOut={() => void signOutOrSayWhy()} />
    </Suspense>
  </LastResort>
)
