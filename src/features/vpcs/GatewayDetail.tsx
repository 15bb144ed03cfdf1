import { useQueries, useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { Link, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router'
import type { InternetGateway, InternetGatewayIpAddress, InternetGatewayIpPool } from '~/api/__generated__/Api'
import { queryClient, usePrefetchedQuery } from '~/api/client'
import { Button } from '~/ui/Button'
import { CopyButton } from '~/ui/CopyButton'
import { PropertyList } from '~/ui/PropertyList'
import { SideModal } from '~/ui/SideModal'
import { Table, useTable } from '~/ui/Table'
import { Timestamp } from '~/ui/Timestamp'
import { usePoolNames } from './GatewaysTab'
import {
  gatewayAddressesQuery,
  gatewayPoolsQuery,
  gatewayQuery,
  routerRoutesQuery,
  vpcPath,
  vpcRoutersQuery,
} from './queries'
import { describeRouteEnd, routesToGateway, type GatewayRoute } from './vpcRules'

export async function gatewayDetailLoader({ params }: LoaderFunctionArgs) {
  const { project, vpc, gateway } = params as { project: string; vpc: string; gateway: string }
  await Promise.all([
    queryClient.ensureQueryData(gatewayQuery(project, vpc, gateway)),
    queryClient.ensureQueryData(gatewayPoolsQuery(project, vpc, gateway)),
    queryClient.ensureQueryData(gatewayAddressesQuery(project, vpc, gateway)),
  ])
  return null
}

/**
 * The routes of every router of the VPC that send traffic to this gateway. The API has no
 * reverse lookup, so this reads each router's routes.
 */
function useRoutesToGateway(project: string, vpc: string, gateway: InternetGateway) {
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

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6">
      <h2 className="mb-2 font-semibold">{title}</h2>
      {children}
    </section>
  )
}

const Note = ({ children }: { children: ReactNode }) => <p className="text-ink-muted">{children}</p>
const mono = (value: string) => <span className="font-mono text-[13px]">{value}</span>

const poolCol = createColumnHelper<InternetGatewayIpPool>()
const addressCol = createColumnHelper<InternetGatewayIpAddress>()
const routeCol = createColumnHelper<GatewayRoute>()

function PoolsTable({ pools }: { pools: InternetGatewayIpPool[] }) {
  const poolName = usePoolNames()
  const table = useTable({
    data: pools,
    columns: [
      poolCol.accessor('name', { header: 'Name' }),
      poolCol.accessor('ipPoolId', {
        header: 'IP pool',
        cell: (info) => poolName(info.getValue()) ?? mono(info.getValue()),
      }),
      poolCol.accessor('description', { header: 'Description' }),
    ],
    getRowId: (p) => p.id,
  })
  if (pools.length === 0) return <Note>No IP pools are attached.</Note>
  return <Table table={table} label="Attached IP pools" />
}

function AddressesTable({ addresses }: { addresses: InternetGatewayIpAddress[] }) {
  const table = useTable({
    data: addresses,
    columns: [
      addressCol.accessor('name', { header: 'Name' }),
      addressCol.accessor('address', { header: 'Address', cell: (info) => mono(info.getValue()) }),
      addressCol.accessor('description', { header: 'Description' }),
    ],
    getRowId: (a) => a.id,
  })
  if (addresses.length === 0) return <Note>No IP addresses are attached.</Note>
  return <Table table={table} label="Attached IP addresses" />
}

function RoutesTable({ project, vpc, gateway }: { project: string; vpc: string; gateway: InternetGateway }) {
  const { isPending, isError, routes } = useRoutesToGateway(project, vpc, gateway)
  const table = useTable({
    data: routes,
    columns: [
      routeCol.accessor((r) => r.router.name, {
        id: 'router',
        header: 'Router',
        cell: (info) => (
          <Link to={`${vpcPath(project, vpc)}/routers/${info.getValue()}`} className="text-info hover:underline">
            {info.getValue()}
          </Link>
        ),
      }),
      routeCol.accessor((r) => r.route.name, { id: 'route', header: 'Route' }),
      routeCol.accessor((r) => describeRouteEnd(r.route.destination), { id: 'destination', header: 'Destination' }),
    ],
    getRowId: (r) => r.route.id,
  })
  if (isPending) return <Note>Looking through the VPC's routers…</Note>
  if (isError) return <Note>The routes could not be loaded. Try again later.</Note>
  if (routes.length === 0) return <Note>No route sends traffic to this gateway.</Note>
  return <Table table={table} label="Routes to this gateway" />
}

/** An internet gateway with what it sends traffic from and the routes that lead to it. */
export function GatewayDetail() {
  const navigate = useNavigate()
  const { project = '', vpc = '', gateway: name = '' } = useParams()
  const gateway = usePrefetchedQuery(gatewayQuery(project, vpc, name)).data
  const pools = usePrefetchedQuery(gatewayPoolsQuery(project, vpc, name)).data.items
  const addresses = usePrefetchedQuery(gatewayAddressesQuery(project, vpc, name)).data.items
  const close = () => navigate(`${vpcPath(project, vpc)}/internet-gateways`)

  return (
    <SideModal
      title={`Internet gateway ${gateway.name}`}
      onDismiss={close}
      footer={
        <Button variant="secondary" onClick={close}>
          Close
        </Button>
      }
    >
      <PropertyList
        items={[
          ['Name', gateway.name],
          [
            'ID',
            <span key="id" className="flex items-center gap-2">
              {mono(gateway.id)}
              <CopyButton text={gateway.id} label="Copy gateway ID" iconOnly />
            </span>,
          ],
          ['Description', gateway.description || <span className="text-ink-faint">None</span>],
          ['Created', <Timestamp key="c" date={gateway.timeCreated} />],
          ['Modified', <Timestamp key="m" date={gateway.timeModified} />],
        ]}
      />
      <Section title="Attached IP pools">
        <PoolsTable pools={pools} />
      </Section>
      <Section title="Attached IP addresses">
        <AddressesTable addresses={addresses} />
      </Section>
      <Section title="Routes to this gateway">
        <RoutesTable project={project} vpc={vpc} gateway={gateway} />
      </Section>
    </SideModal>
  )
}
