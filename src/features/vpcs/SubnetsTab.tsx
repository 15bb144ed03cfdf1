import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { Link, Outlet, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router'
import type { VpcSubnet } from '~/api/__generated__/Api'
import { apiq, callApi, invalidate, queryClient } from '~/api/client'
import { firstPageParams, useListQuery } from '~/table/useListQuery'
import { buttonClass } from '~/ui/Button'
import { confirmAction } from '~/ui/ConfirmModal'
import { EmptyState } from '~/ui/EmptyState'
import { Pagination } from '~/ui/Pagination'
import { Table, useTable } from '~/ui/Table'
import { addToast } from '~/ui/Toast'
import { vpcPath, vpcRoutersQuery } from './queries'
import { actionsColumn, createdColumn, descriptionColumn } from '~/table/columns'

export async function subnetsLoader({ request, params }: LoaderFunctionArgs) {
  const { project, vpc } = params as { project: string; vpc: string }
  const page = firstPageParams(new URL(request.url).searchParams)
  await Promise.all([
    queryClient.ensureQueryData(apiq('vpcSubnetList', { query: { project, vpc, ...page } })),
    queryClient.ensureQueryData(vpcRoutersQuery(project, vpc)),
  ])
  return null
}

function deleteSubnet(project: string, vpc: string, subnet: VpcSubnet) {
  confirmAction({
    title: 'Delete subnet',
    content: (
      <>
        Are you sure you want to delete subnet <strong className="text-ink">{subnet.name}</strong>? A subnet that still
        holds network interfaces cannot be deleted. This cannot be undone.
      </>
    ),
    danger: true,
    errorTitle: 'Could not delete subnet',
    action: async () => {
      await callApi('vpcSubnetDelete', { path: { subnet: subnet.name }, query: { project, vpc } })
      // the system router loses the subnet's route with it
      await Promise.all([invalidate('vpcSubnetList'), invalidate('vpcRouterRouteList')])
      addToast({ title: 'Subnet deleted', content: subnet.name })
    },
  })
}

/** The subnet's custom router, by name and linked to its page. */
function CustomRouter({ project, vpc, routerId }: { project: string; vpc: string; routerId?: string | null }) {
  const routers = useQuery(vpcRoutersQuery(project, vpc))
  if (!routerId) return <span className="text-ink-faint">None</span>
  const router = routers.data?.items.find((r) => r.id === routerId)
  if (!router) return <span className="font-mono text-[13px]">{routerId}</span>
  return (
    <Link to={`${vpcPath(project, vpc)}/routers/${router.name}`} className="text-info hover:underline">
      {router.name}
    </Link>
  )
}

const col = createColumnHelper<VpcSubnet>()
const mono = (value: string) => <span className="font-mono text-[13px]">{value}</span>

export function SubnetsTab() {
  const { project = '', vpc = '' } = useParams()
  const navigate = useNavigate()
  const { items, query, pagination } = useListQuery('vpcSubnetList', { query: { project, vpc } })
  const base = `${vpcPath(project, vpc)}/subnets`

  const columns = [
    col.accessor('name', {
      header: 'Name',
      cell: (info) => (
        <Link to={`${base}/${info.getValue()}/edit`} className="font-medium hover:underline">
          {info.getValue()}
        </Link>
      ),
    }),
    col.accessor('ipv4Block', { header: 'IPv4 block', cell: (info) => mono(info.getValue()) }),
    col.accessor('ipv6Block', { header: 'IPv6 block', cell: (info) => mono(info.getValue()) }),
    col.accessor('customRouterId', {
      header: 'Custom router',
      cell: (info) => <CustomRouter project={project} vpc={vpc} routerId={info.getValue()} />,
    }),
    descriptionColumn(col),
    createdColumn(col),
    actionsColumn(
      col,
      (r) => `Actions for subnet ${r.name}`,
      (r) => [
        { label: 'Edit', onSelect: () => navigate(`${base}/${r.name}/edit`) },
        { label: 'Delete', danger: true, onSelect: () => deleteSubnet(project, vpc, r) },
      ],
    ),
  ]
  const table = useTable({ data: items, columns, getRowId: (s) => s.id })
  const newLink = (
    <Link to={`${vpcPath(project, vpc)}/subnets-new`} className={buttonClass('primary')}>
      New subnet
    </Link>
  )

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
        <p className="text-ink-muted">Address ranges of the VPC. Every instance interface lives in one subnet.</p>
        {newLink}
      </div>
      {items.length === 0 && !pagination.hasPrev ? (
        <EmptyState title="No subnets" body="A VPC needs a subnet before instances can join it." action={newLink} />
      ) : (
        <>
          <Table table={table} label="Subnets" busy={query.isPlaceholderData} />
          <Pagination {...pagination} />
        </>
      )}
      <Outlet />
    </>
  )
}
