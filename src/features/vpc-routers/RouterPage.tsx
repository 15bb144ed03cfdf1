import { createColumnHelper } from '@tanstack/react-table'
import { Link, Outlet, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router'
import type { RouterRoute, VpcRouter } from '~/api/__generated__/Api'
import { queryClient, usePrefetchedQuery } from '~/api/client'
import { firstPageParams, useListQuery } from '~/table/useListQuery'
import { buttonClass } from '~/ui/Button'
import { CopyButton } from '~/ui/CopyButton'
import { EmptyState } from '~/ui/EmptyState'
import { GuardedButton } from '~/ui/GuardedButton'
import { Pagination } from '~/ui/Pagination'
import { PropertyList } from '~/ui/PropertyList'
import { Table, useTable } from '~/ui/Table'
import { Timestamp } from '~/ui/Timestamp'
import { RouteEnd, RouteKindBadge, RouterKindBadge } from './cells'
import { deleteRouter, routeActions, routerLockedReason } from './routerActions'
import type { EditOrigin } from './RouterForms'
import { routeListQuery, routerPath, routerQuery, routersPath, vpcScope, type VpcScope } from './routerQueries'
import { actionsColumn, descriptionColumn } from '~/table/columns'

export async function routerLoader({ request, params }: LoaderFunctionArgs) {
  const scope = vpcScope(params)
  const page = firstPageParams(new URL(request.url).searchParams)
  await Promise.all([
    queryClient.ensureQueryData(routerQuery(scope, params.router!)),
    queryClient.ensureQueryData(routeListQuery(scope, params.router!, page)),
  ])
  return null
}

function RouterProperties({ router }: { router: VpcRouter }) {
  const none = <span className="text-ink-faint">None</span>
  return (
    <PropertyList
      items={[
        ['Name', router.name],
        ['Kind', <RouterKindBadge key="kind" kind={router.kind} />],
        ['Description', router.description || none],
        [
          'ID',
          <span key="id" className="flex items-center gap-2">
            <span className="font-mono text-[13px]">{router.id}</span>
            <CopyButton text={router.id} label="Copy router ID" iconOnly />
          </span>,
        ],
        ['Created', <Timestamp key="c" date={router.timeCreated} />],
        ['Modified', <Timestamp key="m" date={router.timeModified} />],
      ]}
    />
  )
}

const col = createColumnHelper<RouterRoute>()

function RoutesTable({ scope, router }: { scope: VpcScope; router: VpcRouter }) {
  const navigate = useNavigate()
  const base = routerPath(scope, router.name)
  const { items, query, pagination } = useListQuery('vpcRouterRouteList', { query: { ...scope, router: router.name } })
  const columns = [
    col.accessor('name', { header: 'Name', cell: (info) => <span className="font-medium">{info.getValue()}</span> }),
    col.accessor('kind', { header: 'Kind', cell: (info) => <RouteKindBadge kind={info.getValue()} /> }),
    col.accessor('destination', { header: 'Destination', cell: (info) => <RouteEnd end={info.getValue()} /> }),
    col.accessor('target', { header: 'Target', cell: (info) => <RouteEnd end={info.getValue()} /> }),
    descriptionColumn(col),
    actionsColumn(
      col,
      (r) => `Actions for route ${r.name}`,
      (r) => routeActions(scope, router, r, () => navigate(`${base}/routes/${r.name}/edit`)),
    ),
  ]
  const table = useTable({ data: items, columns, getRowId: (r) => r.id })

  if (items.length === 0 && !pagination.hasPrev) {
    return (
      <EmptyState
        title="No routes"
        body="Traffic from subnets using this router matches none of its routes until you add one."
        action={
          router.kind === 'custom' && (
            <Link to={`${base}/routes-new`} className={buttonClass('secondary')}>
              New route
            </Link>
          )
        }
      />
    )
  }
  return (
    <>
      <Table table={table} label={`Routes of router ${router.name}`} busy={query.isPlaceholderData} />
      <Pagination {...pagination} />
    </>
  )
}

/** One router: what it is, and the routes it holds. Route forms open over it. */
export function RouterPage() {
  const navigate = useNavigate()
  const params = useParams()
  const scope = vpcScope(params)
  const { data: router } = usePrefetchedQuery(routerQuery(scope, params.router!))
  const base = routerPath(scope, router.name)
  const locked = routerLockedReason(router)

  return (
    <div className="space-y-8">
      <section aria-labelledby="router-heading">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <h2 id="router-heading" className="flex items-center gap-2 text-lg font-semibold">
            Router {router.name} <RouterKindBadge kind={router.kind} />
          </h2>
          <div className="flex gap-2">
            <GuardedButton
              reason={locked}
              onClick={() => navigate(`${base}/edit`, { state: { from: 'router-page' } satisfies EditOrigin })}
            >
              Edit router
            </GuardedButton>
            <GuardedButton
              reason={locked}
              onClick={() => deleteRouter(scope, router, () => navigate(routersPath(scope)))}
            >
              Delete router
            </GuardedButton>
          </div>
        </div>
        <RouterProperties router={router} />
      </section>
      <section aria-labelledby="routes-heading">
        <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="routes-heading" className="text-lg font-semibold">
              Routes
            </h2>
            <p className="mt-1 text-ink-muted">
              {router.kind === 'system'
                ? 'The control plane keeps these routes: one per subnet, and the defaults to the internet gateway.'
                : 'Traffic goes to the target of the route whose destination matches it most closely.'}
            </p>
          </div>
          {router.kind === 'custom' && (
            <Link to={`${base}/routes-new`} className={buttonClass('primary')}>
              New route
            </Link>
          )}
        </div>
        <RoutesTable scope={scope} router={router} />
      </section>
      <Outlet />
    </div>
  )
}
