import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import type { InternetGateway } from '~/api/__generated__/Api'
import { siloPoolsQuery } from '~/api/queries'
import { useRouteParams, type RouteParams } from '~/params'
import { pb } from '~/paths'
import { quiet } from '~/table/cells'
import { createdColumn, descriptionColumn, nameColumn } from '~/table/columns'
import { ListPage } from '~/table/ListPage'
import { useOverList } from '~/table/overList'
import { gatewayAddressesQuery, gatewayPoolsQuery } from './queries'
import { gatewayList } from './lists'

type Gateway = Pick<RouteParams, 'project' | 'vpc' | 'gateway'>

/** The IP pools a gateway draws addresses from, by the pools' own names where the silo sees them. */
export function usePoolNames() {
  const pools = useQuery(siloPoolsQuery)
  return (poolId: string) => pools.data?.items.find((p) => p.id === poolId)?.name
}

/** What is attached to a gateway, as a list in a cell: pending, failed, none, or the names. */
function Attached<T>({ query, show }: { query: UseQueryResult<{ items: T[] }>; show: (items: T[]) => ReactNode }) {
  if (query.isPending) return quiet('…')
  if (query.isError) return quiet('Could not load')
  if (query.data.items.length === 0) return quiet('None')
  return <>{show(query.data.items)}</>
}

function AttachedPools(gateway: Gateway) {
  const poolName = usePoolNames()
  return (
    <Attached
      query={useQuery(gatewayPoolsQuery(gateway))}
      show={(pools) => pools.map((a) => poolName(a.ipPoolId) ?? a.name).join(', ')}
    />
  )
}

function AttachedAddresses(gateway: Gateway) {
  return (
    <Attached
      query={useQuery(gatewayAddressesQuery(gateway))}
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
