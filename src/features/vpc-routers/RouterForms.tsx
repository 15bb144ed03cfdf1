import { useForm, type UseFormReturn } from 'react-hook-form'
import { useLocation, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router'
import { queryClient, useApiMutation, usePrefetchedQuery } from '~/api/client'
import { SideModalForm } from '~/forms/SideModalForm'
import { addToast } from '~/ui/Toast'
import { ReadOnlyModal } from './ReadOnlyModal'
import { routerLockedReason } from './routerActions'
import { refreshRouters, routerPath, routerQuery, routersPath, vpcScope } from './routerQueries'
import { NameAndDescriptionFields } from '~/forms/NameAndDescription'

type Values = { name: string; description: string }

function RouterFields({ form }: { form: UseFormReturn<Values> }) {
  return <NameAndDescriptionFields control={form.control} autoFocus />
}

export function RouterCreateForm() {
  const navigate = useNavigate()
  const scope = vpcScope(useParams())
  const form = useForm<Values>({ defaultValues: { name: '', description: '' }, mode: 'onChange' })
  const create = useApiMutation('vpcRouterCreate', {
    onSuccess: async (router) => {
      await refreshRouters()
      addToast({ title: 'Router created', content: router.name })
      navigate(routerPath(scope, router.name))
    },
  })
  return (
    <SideModalForm
      title="Create router"
      form={form}
      onDismiss={() => navigate(routersPath(scope))}
      onSubmit={(body) => create.mutate({ query: scope, body })}
      loading={create.isPending}
      submitError={create.error}
      submitLabel="Create router"
    >
      <p className="mb-4 text-ink-muted">
        A new router starts with no routes. Add routes on its page, then attach it to a subnet to put it to use.
      </p>
      <RouterFields form={form} />
    </SideModalForm>
  )
}

export async function routerEditLoader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(routerQuery(vpcScope(params), params.router!))
  return null
}

/** Where the edit form was opened from, so it returns there (the router's page, or the list). */
export type EditOrigin = { from?: 'router-page' }

export function RouterEditForm() {
  const navigate = useNavigate()
  const params = useParams()
  const scope = vpcScope(params)
  const fromPage = (useLocation().state as EditOrigin | null)?.from === 'router-page'
  const { data: router } = usePrefetchedQuery(routerQuery(scope, params.router!))
  const form = useForm<Values>({
    defaultValues: { name: router.name, description: router.description },
    mode: 'onChange',
  })
  const back = (name = router.name) => navigate(fromPage ? routerPath(scope, name) : routersPath(scope))
  const update = useApiMutation('vpcRouterUpdate', {
    onSuccess: async (updated) => {
      // a rename changes the router's address: go to the new one before the old one is refetched
      back(updated.name)
      await refreshRouters()
      addToast({ title: 'Router updated', content: updated.name })
    },
  })

  const locked = routerLockedReason(router)
  if (locked)
    return <ReadOnlyModal title="Edit router" subtitle={router.name} reason={locked} onDismiss={() => back()} />

  return (
    <SideModalForm
      title="Edit router"
      form={form}
      onDismiss={() => back()}
      onSubmit={(body) => update.mutate({ path: { router: router.name }, query: scope, body })}
      loading={update.isPending}
      submitError={update.error}
      submitLabel="Update router"
    >
      <RouterFields form={form} />
    </SideModalForm>
  )
}
