import { useQuery } from '@tanstack/react-query'
import { useFleetRefusal } from '~/features/access/permissions'
import { createColumnHelper } from '@tanstack/react-table'
import type { IpPool } from '~/api/__generated__/Api'
import { sysPb } from '~/features/system/paths'
import { createdColumn, descriptionColumn, nameColumn } from '~/table/columns'
import { ListPage } from '~/table/ListPage'
import { ListSection } from '~/table/ListSection'
import { PoolUsageCell, rangeColumns } from './cells'
import { mono } from '~/table/cells'
import { poolList, serviceRangeList } from './lists'
import { deletePool } from './poolActions'
import { servicePoolQuery } from './queries'

const col = createColumnHelper<IpPool>()

/** The control plane's own pool (Nexus, DNS, NTP): shown so operators know its addresses are taken. */
function ServicePool() {
  const { data: pool } = useQuery(servicePoolQuery)
  return (
    <ListSection
      title={
        <>
          Oxide service IP pool <span className="font-normal text-ink-muted">(read-only)</span>
        </>
      }
      intro={
        <>
          {pool ? <>{mono(pool.name)}: </> : null}addresses the control plane's own services (Nexus, external DNS,
          boundary NTP) use. Ranges of other pools may not overlap these.
        </>
      }
      list={serviceRangeList}
      label="Service IP pool ranges"
      columns={rangeColumns}
      empty={{ title: 'No ranges', body: 'The service pool has no ranges.' }}
    />
  )
}

/** The fleet's IP pools with how full each is, and the service pool below them. */
export function IpPoolsPage() {
  const columns = [
    nameColumn(col, (pool) => sysPb.ipPool({ pool: pool.name })),
    descriptionColumn(col),
    col.display({
      id: 'ipv4',
      header: 'IPv4 used / capacity',
      cell: ({ row }) => <PoolUsageCell pool={row.original.name} family="v4" />,
    }),
    col.display({
      id: 'ipv6',
      header: 'IPv6 used / capacity',
      cell: ({ row }) => <PoolUsageCell pool={row.original.name} family="v6" />,
    }),
    createdColumn(col),
  ]
  return (
    <ListPage
      title="IP pools"
      intro="Ranges of external addresses that linked silos draw floating and ephemeral IPs from."
      docs="ipPools"
      list={poolList}
      columns={columns}
      edit={(pool) => sysPb.ipPoolEdit({ pool: pool.name })}
      remove={deletePool}
      empty={{ title: 'No IP pools', body: 'Create a pool, add ranges to it and link it to silos.' }}
      create={{ to: sysPb.ipPoolsNew(), label: 'New IP pool' }}
      refusal={useFleetRefusal('create, edit and delete IP pools')}
    >
      <ServicePool />
    </ListPage>
  )
}
