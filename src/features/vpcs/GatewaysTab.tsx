import { useQuery, type QueryKey } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import type { InternetGateway } from '~/api/__generated__/Api'
import { siloPoolsQuery } from '~/api/queries'
import { useRouteParams, type RouteParams } from '~/params'
import { pb } from '~/paths'
import { quiet } from '~/table/cells'
import { createdColumn, descriptionColumn, nameColumn } from '~/table/columns'
import { ListPage } from '~/table/ListPage'
import { RowQueryCell, type RowQuery } from '~/table/rowQuery'
import { useOverList } from '~/table/overList'
import { gatewayAddressesQuery, gatewayPoolsQuery } from './queries'
import { gatewayList } from './lists'

type Gateway = Pick<RouteParams, 'project' | 'vpc' | 'gateway'>

/** The IP pools a gateway draws addresses from, by the pools' own names where the silo sees them. */
export function usePoolNames() {
  const pools = useQuery(siloPoolsQuery)
  return (poolId: string) => pools.data?.items.find((p) => p.id === poolId)?.name
}

/** What is attached to a gateway, read once its row is seen: pending, failed, none, or the names. */
const Attached = <T, K extends QueryKey>({
  query,
  show,
}: {
  query: RowQuery<{ items: T[] }, K>
  show: (items: T[]) => ReactNode
}) => (
  <RowQueryCell query={query} pending={quiet('…')} failed={quiet('Could not load')}>
    {({ items }) => (items.length === 0 ? quiet('None') : show(items))}
  </RowQueryCell>
)

function AttachedPools(gateway: Gateway) {
  const poolName = usePoolNames()
  return (
    <Attached
      query={gatewayPoolsQuery(gateway)}
      show={(pools) => pools.map((a) => poolName(a.ipPoolId) ?? a.name).join(', ')}
    />
  )
}

function AttachedAddresses(gateway: Gateway) {
  return (
    <Attached
      query={gatewayAddressesQuery(gateway)}
      show={(addresses) => <span className="font-mono text-[13px]">{addresses.map((a) => a.address).join(', ')}</span>}
    />
  )
}

const col = createColumnHelper<InternetGateway>()

export function GatewaysTab() {
  const p = useRouteParams()
  const over = useOverList()
  const scope = (g: InternetGateway) => ({ project: p.project, vpc: p.vpc, gateway: g.name })
  const columns = [
    nameColumn(col, (g) => over(pb.gateway(scope(g)))),
    descriptionColumn(col),
    col.display({ id: 'pools', header: 'IP pools', cell: ({ row }) => <AttachedPools {...scope(row.original)} /> }),
    col.display({
      id: 'addresses',
      header: 'IP addresses',
      cell: ({ row }) => <AttachedAddresses {...scope(row.original)} />,
    }),
    createdColumn(col),
  ]

  return (
    <ListPage
      layout="tab"
      title="Internet gateways"
      intro="Gateways let instances reach networks outside the rack, with addresses from their attached IP pools or fixed addresses. Routes send traffic to them."
      list={gatewayList}
      columns={columns}
      empty={{ title: 'No internet gateways', body: 'This VPC has no way out to external networks.' }}
    />
  )
}
