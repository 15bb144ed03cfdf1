import { createColumnHelper } from '@tanstack/react-table'
import { Link, Outlet, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router'
import type { Vpc } from '~/api/__generated__/Api'
import { apiq, queryClient } from '~/api/client'
import { firstPageParams, useListQuery } from '~/table/useListQuery'
import { buttonClass } from '~/ui/Button'
import { DocsLink } from '~/ui/DocsLink'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { Pagination } from '~/ui/Pagination'
import { Table, useTable } from '~/ui/Table'
import { vpcPath } from './queries'
import { deleteVpc } from './vpcActions'
import { actionsColumn, createdColumn, descriptionColumn } from '~/table/columns'

export async function vpcsLoader({ request, params }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams
  await queryClient.ensureQueryData(
    apiq('vpcList', { query: { project: params.project!, ...firstPageParams(search) } }),
  )
  return null
}

const col = createColumnHelper<Vpc>()

export function VpcsPage() {
  const { project = '' } = useParams()
  const navigate = useNavigate()
  const { items, query, pagination } = useListQuery('vpcList', { query: { project } })
  const base = `/projects/${project}/vpcs`

  const columns = [
    col.accessor('name', {
      header: 'Name',
      cell: (info) => (
        <Link to={vpcPath(project, info.getValue())} className="font-medium hover:underline">
          {info.getValue()}
        </Link>
      ),
    }),
    col.accessor('dnsName', {
      header: 'DNS name',
      cell: (info) => <span className="font-mono">{info.getValue()}</span>,
    }),
    descriptionColumn(col),
    createdColumn(col),
    actionsColumn(
      col,
      (r) => `Actions for VPC ${r.name}`,
      (r) => [
        { label: 'Edit', onSelect: () => navigate(`${base}/${r.name}/edit`) },
        { label: 'Delete', danger: true, onSelect: () => deleteVpc(project, r) },
      ],
    ),
  ]
  const table = useTable({ data: items, columns, getRowId: (v) => v.id })
  const newLink = (
    <Link to={`/projects/${project}/vpcs-new`} className={buttonClass('primary')}>
      New VPC
    </Link>
  )

  return (
    <>
      <PageHeader
        title="VPCs"
        description={
          <>
            Private networks for the project's instances, with their subnets, routers, gateways and firewall rules.{' '}
            <DocsLink topic="vpcs" />
          </>
        }
        actions={newLink}
      />
      {items.length === 0 && !pagination.hasPrev ? (
        <EmptyState title="No VPCs" body="Create a VPC to give instances a network of their own." action={newLink} />
      ) : (
        <>
          <Table table={table} label="VPCs" busy={query.isPlaceholderData} />
          <Pagination {...pagination} />
        </>
      )}
      <Outlet />
    </>
  )
}
