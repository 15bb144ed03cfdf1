import { createColumnHelper } from '@tanstack/react-table'
import { Link, Outlet, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router'
import type { VpcRouter } from '~/api/__generated__/Api'
import { queryClient } from '~/api/client'
import { firstPageParams, useListQuery } from '~/table/useListQuery'
import { buttonClass } from '~/ui/Button'
import { DocsLink } from '~/ui/DocsLink'
import { EmptyState } from '~/ui/EmptyState'
import { Pagination } from '~/ui/Pagination'
import { Table, useTable } from '~/ui/Table'
import { RouterKindBadge } from './cells'
import { routerActions } from './routerActions'
import { routerListQuery, routerPath, routersPath, vpcScope } from './routerQueries'
import { actionsColumn, createdColumn, descriptionColumn } from '~/table/columns'

export async function routersLoader({ request, params }: LoaderFunctionArgs) {
  const page = firstPageParams(new URL(request.url).searchParams)
  await queryClient.ensureQueryData(routerListQuery(vpcScope(params), page))
  return null
}

const col = createColumnHelper<VpcRouter>()

/** The VPC's routers: its system router and any custom ones, with forms opening over the list. */
export function RoutersTab() {
  const navigate = useNavigate()
  const scope = vpcScope(useParams())
  const { items, query, pagination } = useListQuery('vpcRouterList', { query: scope })
  const newRouter = (
    <Link to={`${routersPath(scope)}-new`} className={buttonClass('primary')}>
      New router
    </Link>
  )

  const columns = [
    col.accessor('name', {
      header: 'Name',
      cell: (info) => (
        <Link to={routerPath(scope, info.getValue())} className="font-medium hover:underline">
          {info.getValue()}
        </Link>
      ),
    }),
    col.accessor('kind', { header: 'Kind', cell: (info) => <RouterKindBadge kind={info.getValue()} /> }),
    descriptionColumn(col),
    createdColumn(col),
    actionsColumn(
      col,
      (r) => `Actions for router ${r.name}`,
      (r) =>
        routerActions(scope, r, {
          onEdit: () => navigate(`${routerPath(scope, r.name)}/edit`),
        }),
    ),
  ]
  const table = useTable({ data: items, columns, getRowId: (r) => r.id })

  return (
    <section aria-labelledby="routers-heading">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="routers-heading" className="text-lg font-semibold">
            Routers
          </h2>
          <p className="mt-1 text-ink-muted">
            Routers decide where traffic leaving a subnet goes. The system router serves every subnet unless a custom
            router is attached to it. <DocsLink topic="vpcs" />
          </p>
        </div>
        {newRouter}
      </div>
      {items.length === 0 && !pagination.hasPrev ? (
        <EmptyState title="No routers" body="Add a custom router to send a subnet's traffic your own way." />
      ) : (
        <>
          <Table table={table} label="Routers" busy={query.isPlaceholderData} />
          <Pagination {...pagination} />
        </>
      )}
      <Outlet />
    </section>
  )
}
