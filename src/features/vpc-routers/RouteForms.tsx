import { useForm } from 'react-hook-form'
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router'
import { queryClient, useApiMutation, usePrefetchedQuery } from '~/api/client'
import { SideModalForm } from '~/forms/SideModalForm'
import { addToast } from '~/ui/Toast'
import { ReadOnlyModal } from './ReadOnlyModal'
import { RouteFields } from './RouteFields'
import { emptyRouteValues, toRouteBody, toRouteFormValues, type RouteFormValues } from './routeBody'
import { routeLockedReason } from './routerActions'
import {
  gatewayChoicesQuery,
  instanceChoicesQuery,
  refreshRoutes,
  routeQuery,
  routerPath,
  routerQuery,
  subnetChoicesQuery,
  vpcScope,
  type VpcScope,
} from './routerQueries'

async function prefetchChoices(scope: VpcScope, router: string) {
  await Promise.all([
    queryClient.ensureQueryData(routerQuery(scope, router)),
    queryClient.ensureQueryData(subnetChoicesQuery(scope)),
    queryClient.ensureQueryData(gatewayChoicesQuery(scope)),
    queryClient.ensureQueryData(instanceChoicesQuery(scope)),
  ])
}

export async function routeCreateLoader({ params }: LoaderFunctionArgs) {
  await prefetchChoices(vpcScope(params), params.router!)
  return null
}

export async function routeEditLoader({ params }: LoaderFunctionArgs) {
  const scope = vpcScope(params)
  await Promise.all([
    prefetchChoices(scope, params.router!),
    queryClient.ensureQueryData(routeQuery(scope, params.router!, params.route!)),
  ])
  return null
}

export function RouteCreateForm() {
  const navigate = useNavigate()
  const params = useParams()
  const scope = vpcScope(params)
  const { data: router } = usePrefetchedQuery(routerQuery(scope, params.router!))
  const form = useForm<RouteFormValues>({ defaultValues: emptyRouteValues, mode: 'onChange' })
  const back = () => navigate(routerPath(scope, router.name))
  const create = useApiMutation('vpcRouterRouteCreate', {
    onSuccess: async (route) => {
      await refreshRoutes()
      addToast({ title: 'Route created', content: route.name })
      back()
    },
  })

  const locked = routeLockedReason(router)
  if (locked) return <ReadOnlyModal title="Create route" subtitle={router.name} reason={locked} onDismiss={back} />

  return (
    <SideModalForm
      title="Create route"
      form={form}
      onDismiss={back}
      onSubmit={(values) => create.mutate({ query: { ...scope, router: router.name }, body: toRouteBody(values) })}
      loading={create.isPending}
      submitError={create.error}
      submitLabel="Create route"
    >
      <RouteFields form={form} scope={scope} />
    </SideModalForm>
  )
}

export function RouteEditForm() {
  const navigate = useNavigate()
  const params = useParams()
  const scope = vpcScope(params)
  const { data: router } = usePrefetchedQuery(routerQuery(scope, params.router!))
  const { data: route } = usePrefetchedQuery(routeQuery(scope, params.router!, params.route!))
  const form = useForm<RouteFormValues>({ defaultValues: toRouteFormValues(route), mode: 'onChange' })
  const back = () => navigate(routerPath(scope, router.name))
  const update = useApiMutation('vpcRouterRouteUpdate', {
    onSuccess: async (updated) => {
      // leave before the old name is refetched, which a rename would turn into a 404
      back()
      await refreshRoutes()
      addToast({ title: 'Route updated', content: updated.name })
    },
  })

  const locked = routeLockedReason(router, route)
  if (locked) return <ReadOnlyModal title="Edit route" subtitle={route.name} reason={locked} onDismiss={back} />

  return (
    <SideModalForm
      title="Edit route"
      form={form}
      onDismiss={back}
      onSubmit={(values) =>
        update.mutate({
          path: { route: route.name },
          query: { ...scope, router: router.name },
          body: toRouteBody(values),
        })
      }
      loading={update.isPending}
      submitError={update.error}
      submitLabel="Update route"
    >
      <RouteFields form={form} scope={scope} />
    </SideModalForm>
  )
}
