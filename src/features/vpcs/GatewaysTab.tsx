import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { Link, Outlet, useParams, type LoaderFunctionArgs } from 'react-router'
import type { InternetGateway } from '~/api/__generated__/Api'
import { apiq, queryClient } from '~/api/client'
import { firstPageParams, useListQuery } from '~/table/useListQuery'
import { EmptyState } from '~/ui/EmptyState'
import { Pagination } from '~/ui/Pagination'
import { Table, useTable } from '~/ui/Table'
import { gatewayAddressesQuery, gatewayPoolsQuery, siloPoolsQuery, vpcPath } from './queries'
import { createdColumn, descriptionColumn } from '~/table/columns'

export async function gatewaysLoader({ request, params }: LoaderFunctionArgs) {
  const { project, vpc } = params as { project: string; vpc: string }
  const page = firstPageParams(new URL(request.url).searchParams)
  await queryClient.ensureQueryData(apiq('internetGatewayList', { query: { project, vpc, ...page } }))
  return null
}

type CellProps = { project: string; vpc: string; gateway: string }

const pending = <span className="text-ink-faint">…</span>
const failed = <span className="text-ink-faint">Could not load</span>
const none = <span className="text-ink-faint">None</span>

/** The IP pools a gateway draws addresses from, by the pools' own names where the silo sees them. */
export function usePoolNames() {
  const pools = useQuery(siloPoolsQuery)
  return (poolId: string) => pools.data?.items.find((p) => p.id === poolId)?.name
}

function AttachedPools({ project, vpc, gateway }: CellProps) {
  const attached = useQuery(gatewayPoolsQuery(project, vpc, gateway))
  const poolName = usePoolNames()
  if (attached.isPending) return pending
  if (attached.isError) return failed
  if (attached.data.items.length === 0) return none
  return <>{attached.data.items.map((a) => poolName(a.ipPoolId) ?? a.name).join(', ')}</>
}

function AttachedAddresses({ project, vpc, gateway }: CellProps) {
  const attached = useQuery(gatewayAddressesQuery(project, vpc, gateway))
  if (attached.isPending) return pending
  if (attached.isError) return failed
  if (attached.data.items.length === 0) return none
  return <span className="font-mono text-[13px]">{attached.data.items.map((a) => a.address).join(', ')}</span>
}

const col = createColumnHelper<InternetGateway>()

export function GatewaysTab() {
  const { project = '', vpc = '' } = useParams()
  const { items, query, pagination } = useListQuery('internetGatewayList', { query: { project, vpc } })
  const base = `${vpcPath(project, vpc)}/internet-gateways`

  const columns = [
    col.accessor('name', {
      header: 'Name',
      cell: (info) => (
        <Link to={`${base}/${info.getValue()}`} className="font-medium hover:underline">
          {info.getValue()}
        </Link>
      ),
    }),
    descriptionColumn(col),
    col.display({
      id: 'pools',
      header: 'IP pools',
      cell: ({ row }) => <AttachedPools project={project} vpc={vpc} gateway={row.original.name} />,
    }),
    col.display({
      id: 'addresses',
      header: 'IP addresses',
      cell: ({ row }) => <AttachedAddresses project={project} vpc={vpc} gateway={row.original.name} />,
    }),
    createdColumn(col),
  ]
  const table = useTable({ data: items, columns, getRowId: (g) => g.id })

  return (
    <>
      <p className="mb-4 text-ink-muted">
        Gateways let instances reach networks outside the rack, with addresses from their attached IP pools or fixed
        addresses. Routes send traffic to them.
      </p>
      {items.length === 0 && !pagination.hasPrev ? (
        <EmptyState title="No internet gateways" body="This VPC has no way out to external networks." />
      ) : (
        <>
          <Table table={table} label="Internet gateways" busy={query.isPlaceholderData} />
          <Pagination {...pagination} />
        </>
      )}
      <Outlet />
    </>
  )
}
