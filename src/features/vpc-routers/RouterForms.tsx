import { apiCall } from '~/api/apiCall'
import { useForm } from 'react-hook-form'
import { useLocation, useNavigate } from 'react-router'
import type { VpcRouter } from '~/api/__generated__/Api'
import { usePrefetchedQuery } from '~/api/client'
import { NameAndDescriptionFields } from '~/forms/NameAndDescription'
import { useRouteParams } from '~/params'
import { pb } from '~/paths'
import { loadQueries } from '~/routing'
import { useCloseTo } from '~/table/overList'
import { ResourceForm } from '~/forms/ResourceForm'
import { useLeaveToNew } from '~/table/overList'
import { ROUTER_OPS, routerQuery } from './queries'
import { ReadOnlyModal } from './ReadOnlyModal'
import { routerLockedReason } from './routerActions'

type Values = { name: string; description: string }

/**
 * A new router (no `router`) or the one given. `leave` closes the form: after a save with
 * the router as saved, on dismiss with nothing.
 */
function RouterForm({ router, leave }: { router?: VpcRouter; leave: (saved?: VpcRouter) => void }) {
  const { project, vpc } = useRouteParams()
  const form = useForm<Values>({
    defaultValues: { name: router?.name ?? '', description: router?.description ?? '' },
    mode: 'onChange',
  })
  const call = (body: Values) =>
    router
      ? apiCall('vpcRouterUpdate', { path: { router: router.name }, query: { project, vpc }, body })
      : apiCall('vpcRouterCreate', { query: { project, vpc }, body })
  return (
    <ResourceForm kind="router" editing={!!router} form={form} call={call} refresh={ROUTER_OPS} leave={leave}>
      {!router && (
        <p className="mb-4 text-ink-muted">
          A new router starts with no routes. Add routes on its page, then attach it to a subnet to put it to use.
        </p>
      )}
      <NameAndDescriptionFields control={form.control} autoFocus />
    </ResourceForm>
  )
}

/** `routers-new`: a new router opens its page once made. */
export function RouterCreateForm() {
  const p = useRouteParams()
  return <RouterForm leave={useLeaveToNew(pb.routers(p), (router) => pb.router({ ...p, router }))} />
}

export const routerEditLoader = loadQueries((p) => [routerQuery(p)])

/** Where the edit form was opened from, so it returns there (the router's page, or the list). */
export type EditOrigin = { from?: 'router-page' }

export function RouterEditForm() {
  const p = useRouteParams()
  const navigate = useNavigate()
  const closeToList = useCloseTo(pb.routers(p))
  const fromPage = (useLocation().state as EditOrigin | null)?.from === 'router-page'
  const { data: router } = usePrefetchedQuery(routerQuery(p))
  const leave = (saved = router) => (fromPage ? navigate(pb.router({ ...p, router: saved.name })) : closeToList())

  const locked = routerLockedReason(router)
  if (locked)
    return <ReadOnlyModal title="Edit router" subtitle={router.name} reason={locked} onDismiss={() => leave()} />
  return <RouterForm router={router} leave={leave} />
}
