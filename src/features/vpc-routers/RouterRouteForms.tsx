import { apiCall } from '~/api/apiCall'
import { useForm } from 'react-hook-form'
import type { RouterRoute } from '~/api/__generated__/Api'
import { usePrefetchedQuery } from '~/api/client'
import { useRouteParams, type RouteParams } from '~/params'
import { pb } from '~/paths'
import { loadQueries } from '~/routing'
import { useCloseTo } from '~/table/overList'
import { ResourceForm } from '~/forms/ResourceForm'
import { ROUTER_ROUTE_OPS, routerQuery, routerRouteQuery } from './queries'
import { ReadOnlyModal } from './ReadOnlyModal'
import { routerRouteLockedReason } from './routerActions'
import { RouterRouteFields, routerRouteChoiceQueries } from './RouterRouteFields'
import {
  emptyRouterRouteValues,
  toRouterRouteBody,
  toRouterRouteValues,
  type RouterRouteValues,
} from './routerRouteBody'

const formQueries = (p: RouteParams) => [routerQuery(p), ...Object.values(routerRouteChoiceQueries(p))]

export const routerRouteCreateLoader = loadQueries(formQueries)
export const routerRouteEditLoader = loadQueries((p) => [...formQueries(p), routerRouteQuery(p)])

/**
 * A new route of the router (no `route`), or the one given, over the router's routes. A
 * route of the system router, or one the control plane made, is shown as read-only.
 */
function RouterRouteForm({ route }: { route?: RouterRoute }) {
  const p = useRouteParams()
  const { data: router } = usePrefetchedQuery(routerQuery(p))
  const close = useCloseTo(pb.router(p))
  const form = useForm<RouterRouteValues>({
    defaultValues: route ? toRouterRouteValues(route) : emptyRouterRouteValues,
    mode: 'onChange',
  })
  const query = { project: p.project, vpc: p.vpc, router: router.name }
  const call = (values: RouterRouteValues) =>
    route
      ? apiCall('vpcRouterRouteUpdate', { path: { route: route.name }, query, body: toRouterRouteBody(values) })
      : apiCall('vpcRouterRouteCreate', { query, body: toRouterRouteBody(values) })

  const locked = routerRouteLockedReason(router, route)
  if (locked) {
    const title = route ? 'Edit route' : 'Create route'
    return <ReadOnlyModal title={title} subtitle={(route ?? router).name} reason={locked} onDismiss={close} />
  }
  return (
    <ResourceForm kind="route" editing={!!route} form={form} call={call} refresh={ROUTER_ROUTE_OPS} leave={close}>
      <RouterRouteFields form={form} vpc={p} />
    </ResourceForm>
  )
}

/** `routes-new` */
export function RouterRouteCreateForm() {
  return <RouterRouteForm />
}

/** `routes/:route/edit` */
export function RouterRouteEditForm() {
  const { data: route } = usePrefetchedQuery(routerRouteQuery(useRouteParams()))
  return <RouterRouteForm key={route.id} route={route} />
}
