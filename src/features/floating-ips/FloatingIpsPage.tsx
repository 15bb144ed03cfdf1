import { createColumnHelper } from '@tanstack/react-table'
import { useState } from 'react'
import { Link, Outlet, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router'
import type { FloatingIp } from '~/api/__generated__/Api'
import { apiq, queryClient } from '~/api/client'
import { firstPageParams, useListQuery } from '~/table/useListQuery'
import { buttonClass } from '~/ui/Button'
import { DocsLink } from '~/ui/DocsLink'
import { EmptyState } from '~/ui/EmptyState'
import { type MenuItem } from '~/ui/Menu'
import { PageHeader } from '~/ui/PageHeader'
import { Pagination } from '~/ui/Pagination'
import { Table, useTable } from '~/ui/Table'
import { AttachInstanceModal } from './AttachInstanceModal'
import { AttachedInstance, IpAddress, PoolName } from './cells'
import { deleteFloatingIp, detachFloatingIp } from './floatingIpActions'
import { instanceByIdQuery, siloPoolsQuery } from './floatingIpQueries'
import { deleteWhyNot } from './floatingIpRules'
import { actionsColumn, createdColumn, descriptionColumn } from '~/table/columns'

export async function floatingIpsLoader({ request, params }: LoaderFunctionArgs) {
  const page = firstPageParams(new URL(request.url).searchParams)
  await Promise.all([
    queryClient.ensureQueryData(apiq('floatingIpList', { query: { project: params.project!, ...page } })),
    // pool names are only a nicety; a failure shows ids instead of failing the page
    queryClient.prefetchQuery(siloPoolsQuery),
  ])
  return null
}

const col = createColumnHelper<FloatingIp>()

export function FloatingIpsPage() {
  const { project = '' } = useParams()
  const navigate = useNavigate()
  const { items, query, pagination } = useListQuery('floatingIpList', { query: { project } })
  // the IP whose instance picker is open; not a route, as it only makes sense over the list
  const [attaching, setAttaching] = useState<FloatingIp | null>(null)
  const base = `/projects/${project}/floating-ips`

  const actions = (ip: FloatingIp): MenuItem[] => [
    { label: 'Edit', onSelect: () => navigate(`${base}/${ip.name}/edit`) },
    ip.instanceId
      ? {
          label: 'Detach',
          onSelect: () => {
            const instance = queryClient.getQueryData(instanceByIdQuery(ip.instanceId!).queryKey)
            detachFloatingIp(project, ip, instance?.name)
          },
        }
      : { label: 'Attach to instance', onSelect: () => setAttaching(ip) },
    { label: 'Delete', danger: true, disabledReason: deleteWhyNot(ip), onSelect: () => deleteFloatingIp(project, ip) },
  ]

  const columns = [
    col.accessor('name', {
      header: 'Name',
      cell: (info) => (
        <Link to={`${base}/${info.getValue()}/edit`} className="font-medium hover:underline">
          {info.getValue()}
        </Link>
      ),
    }),
    descriptionColumn(col),
    col.accessor('ip', { header: 'IP address', cell: (info) => <IpAddress ip={info.getValue()} /> }),
    col.accessor('ipPoolId', { header: 'IP pool', cell: (info) => <PoolName id={info.getValue()} /> }),
    col.accessor('instanceId', {
      header: 'Instance',
      cell: (info) => <AttachedInstance project={project} id={info.getValue()} />,
    }),
    createdColumn(col),
    actionsColumn(
      col,
      (r) => `Actions for floating IP ${r.name}`,
      (r) => actions(r),
    ),
  ]
  const table = useTable({ data: items, columns, getRowId: (ip) => ip.id })
  const newLink = (
    <Link to={`${base}-new`} className={buttonClass('primary')}>
      New floating IP
    </Link>
  )

  return (
    <>
      <PageHeader
        title="Floating IPs"
        description={
          <>
            External addresses the project keeps, to move between its instances. <DocsLink topic="floatingIps" />
          </>
        }
        actions={newLink}
      />
      {items.length === 0 && !pagination.hasPrev ? (
        <EmptyState
          title="No floating IPs"
          body="Allocate a floating IP to give an instance an address that outlives it."
          action={newLink}
        />
      ) : (
        <>
          <Table table={table} label="Floating IPs" busy={query.isPlaceholderData} />
          <Pagination {...pagination} />
        </>
      )}
      {attaching && (
        <AttachInstanceModal project={project} floatingIp={attaching} onDismiss={() => setAttaching(null)} />
      )}
      <Outlet />
    </>
  )
}
