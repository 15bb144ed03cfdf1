import { useProjectRefusal } from '~/features/access/permissions'
import { createColumnHelper } from '@tanstack/react-table'
import { useNavigate } from 'react-router'
import type { RouterRoute } from '~/api/__generated__/Api'
import { usePrefetchedQuery } from '~/api/client'
import { useRouteParams } from '~/params'
import { pb } from '~/paths'
import { descriptionColumn, nameColumn } from '~/table/columns'
import { defineList } from '~/table/list'
import { ListPage } from '~/table/ListPage'
import { useOverList } from '~/table/overList'
import { CopyableId } from '~/ui/CopyableId'
import { GuardedButton } from '~/ui/GuardedButton'
import { PropertyList } from '~/ui/PropertyList'
import { Timestamp } from '~/ui/Timestamp'
import { quiet } from '~/table/cells'
import { RouteEnd, RouterKindBadge, RouterRouteKindBadge } from './cells'
import { routerQuery } from './queries'
import { deleteRouter, routerLockedReason, routerRouteActions } from './routerActions'
import type { EditOrigin } from './RouterForms'

const routeList = defineList({
  noun: 'route',
  operation: 'vpcRouterRouteList',
  params: ({ project, vpc, router }) => ({ query: { project, vpc, router } }),
  needs: (p) => [routerQuery(p)],
})

export const routerLoader = routeList.loader

const col = createColumnHelper<RouterRoute>()
const columns = [
  nameColumn(col),
  col.accessor('kind', { header: 'Kind', cell: (info) => <RouterRouteKindBadge kind={info.getValue()} /> }),
  col.accessor('destination', { header: 'Destination', cell: (info) => <RouteEnd end={info.getValue()} /> }),
  col.accessor('target', { header: 'Target', cell: (info) => <RouteEnd end={info.getValue()} /> }),
  descriptionColumn(col),
]

/** One router: what it is, and the routes it holds. Route forms open over its routes. */
export function RouterPage() {
  const p = useRouteParams()
  const navigate = useNavigate()
  const over = useOverList()
  const { data: router } = usePrefetchedQuery(routerQuery(p))
  const refusal = useProjectRefusal(p.project, 'change routers and their routes')
  const locked = refusal ?? routerLockedReason(router)
  const custom = router.kind === 'custom'

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
              onClick={() => navigate(pb.routerEdit(p), { state: { from: 'router-page' } satisfies EditOrigin })}
            >
              Edit router
            </GuardedButton>
            <GuardedButton reason={locked} onClick={() => deleteRouter(p, router, () => navigate(pb.routers(p)))}>
              Delete router
            </GuardedButton>
          </div>
        </div>
        <PropertyList
          items={[
            ['Name', router.name],
            ['Kind', <RouterKindBadge kind={router.kind} />],
            ['Description', router.description || quiet('None')],
            ['ID', <CopyableId id={router.id} label="Copy router ID" />],
            ['Created', <Timestamp date={router.timeCreated} />],
            ['Modified', <Timestamp date={router.timeModified} />],
          ]}
        />
      </section>
      <section aria-label="Routes">
        <ListPage
          layout="tab"
          title="Routes"
          intro={
            custom
              ? 'Traffic goes to the target of the route whose destination matches it most closely.'
              : 'The control plane keeps these routes: one per subnet, and the defaults to the internet gateway.'
          }
          list={routeList}
          label={`Routes of router ${router.name}`}
          columns={columns}
          actions={(r) => routerRouteActions(p, router, r, () => navigate(over(pb.routeEdit({ ...p, route: r.name }))))}
          empty={{
            title: 'No routes',
            body: 'Traffic from subnets using this router matches none of its routes until you add one.',
          }}
          create={custom ? { to: pb.routesNew(p), label: 'New route' } : undefined}
          refusal={refusal}
        />
      </section>
    </div>
  )
}
