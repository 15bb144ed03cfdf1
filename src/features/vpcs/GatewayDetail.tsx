import { useQueries, useQuery } from '@tanstack/react-query'
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import type { InternetGateway, InternetGatewayIpAddress, InternetGatewayIpPool } from '~/api/__generated__/Api'
import { usePrefetchedQuery } from '~/api/client'
import { routerRoutesQuery, vpcRoutersQuery } from '~/api/queries'
import { useRouteParams, type RouteParams } from '~/params'
import { pb } from '~/paths'
import { loadQueries } from '~/routing'
import { mono, quiet } from '~/table/cells'
import { useCloseTo } from '~/table/overList'
import { CopyableId } from '~/ui/CopyableId'
import { PropertyList } from '~/ui/PropertyList'
import { SideModal } from '~/ui/SideModal'
import { CellLink, Table, useTable } from '~/ui/Table'
import { Timestamp } from '~/ui/Timestamp'
import { usePoolNames } from './GatewaysTab'
import { gatewayAddressesQuery, gatewayPoolsQuery, gatewayQuery } from './queries'
import { describeRouteEnd, routesToGateway, type GatewayRoute } from './vpcRules'

export const gatewayDetailLoader = loadQueries((p) => [gatewayQuery(p), gatewayPoolsQuery(p), gatewayAddressesQuery(p)])

type Vpc = Pick<RouteParams, 'project' | 'vpc'>

/**
 * The routes of every router of the VPC that send traffic to this gateway. The API has no
 * reverse lookup, so this reads each router's routes.
 */
function useRoutesToGateway({ project, vpc }: Vpc, gateway: InternetGateway) {
  const routers = useQuery(vpcRoutersQuery(project, vpc))
  const routerList = routers.data?.items ?? []
  const routeLists = useQueries({ queries: routerList.map((r) => routerRoutesQuery(project, vpc, r.name)) })
  const isPending = routers.isPending || routeLists.some((q) => q.isPending)
  const isError = routers.isError || routeLists.some((q) => q.isError)
  const routes = routesToGateway(
    gateway,
    routerList.map((router, i) => ({ router, routes: routeLists[i]?.data?.items ?? [] })),
  )
  return { isPending, isError, routes }
}

const Note = ({ children }: { children: ReactNode }) => <p className="text-ink-muted">{children}</p>

/** One section of the details: a small table of what the gateway holds, or a note when it holds none. */
function Section<T>({
  title,
  rows,
  columns,
  rowId,
  none,
}: {
  title: string
  rows: T[]
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[]
  rowId: (row: T) => string
  /** said instead of the table: nothing attached, or why the rows are not known */
  none: string | undefined
}) {
  const table = useTable({ data: rows, columns, getRowId: rowId })
  return (
    <section className="mt-6">
      <h2 className="mb-2 font-semibold">{title}</h2>
      {none ? <Note>{none}</Note> : <Table table={table} label={title} />}
    </section>
  )
}

const poolCol = createColumnHelper<InternetGatewayIpPool>()
const addressCol = createColumnHelper<InternetGatewayIpAddress>()
const routeCol = createColumnHelper<GatewayRoute>()

function PoolsSection({ pools }: { pools: InternetGatewayIpPool[] }) {
  const poolName = usePoolNames()
  const columns = [
    poolCol.accessor('name', { header: 'Name' }),
    poolCol.accessor('ipPoolId', {
      header: 'IP pool',
      cell: (info) => poolName(info.getValue()) ?? mono(info.getValue()),
    }),
    poolCol.accessor('description', { header: 'Description' }),
  ]
  const none = pools.length === 0 ? 'No IP pools are attached.' : undefined
  return <Section title="Attached IP pools" rows={pools} columns={columns} rowId={(r) => r.id} none={none} />
}

const addressColumns = [
  addressCol.accessor('name', { header: 'Name' }),
  addressCol.accessor('address', { header: 'Address', cell: (info) => mono(info.getValue()) }),
  addressCol.accessor('description', { header: 'Description' }),
]

function RoutesSection({ vpc, gateway }: { vpc: Vpc; gateway: InternetGateway }) {
  const { isPending, isError, routes } = useRoutesToGateway(vpc, gateway)
  const columns = [
    routeCol.accessor((r) => r.router.name, {
      id: 'router',
      header: 'Router',
      cell: (info) => (
        <CellLink to={pb.router({ ...vpc, router: info.getValue() })} className="text-info hover:underline">
          {info.getValue()}
        </CellLink>
      ),
    }),
    routeCol.accessor((r) => r.route.name, { id: 'route', header: 'Route' }),
    routeCol.accessor((r) => describeRouteEnd(r.route.destination), { id: 'destination', header: 'Destination' }),
  ]
  const none = isPending
    ? "Looking through the VPC's routers…"
    : isError
      ? 'The routes could not be loaded. Try again later.'
      : routes.length === 0
        ? 'No route sends traffic to this gateway.'
        : undefined
  return (
    <Section title="Routes to this gateway" rows={routes} columns={columns} rowId={(r) => r.route.id} none={none} />
  )
}

/** An internet gateway with what it sends traffic from and the routes that lead to it. */
export function GatewayDetail() {
  const p = useRouteParams()
  const { data: gateway } = usePrefetchedQuery(gatewayQuery(p))
  const pools = usePrefetchedQuery(gatewayPoolsQuery(p)).data.items
  const addresses = usePrefetchedQuery(gatewayAddressesQuery(p)).data.items
  const close = useCloseTo(pb.gateways(p))
  const vpc = { project: p.project, vpc: p.vpc }

  return (
    <SideModal title={`Internet gateway ${gateway.name}`} onDismiss={close}>
      <PropertyList
        items={[
          ['Name', gateway.name],
          ['ID', <CopyableId id={gateway.id} label="Copy gateway ID" />],
          ['Description', gateway.description || quiet('None')],
          ['Created', <Timestamp date={gateway.timeCreated} />],
          ['Modified', <Timestamp date={gateway.timeModified} />],
        ]}
      />
      <PoolsSection pools={pools} />
      <Section
        title="Attached IP addresses"
        rows={addresses}
        columns={addressColumns}
        rowId={(r) => r.id}
        none={addresses.length === 0 ? 'No IP addresses are attached.' : undefined}
      />
      <RoutesSection vpc={vpc} gateway={gateway} />
    </SideModal>
  )
}
