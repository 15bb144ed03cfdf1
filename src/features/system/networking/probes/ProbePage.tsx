import { createColumnHelper } from '@tanstack/react-table'
import { useNavigate } from 'react-router'
import type { ProbeExternalIp } from '~/api/__generated__/Api'
import { usePrefetchedQuery } from '~/api/client'
import { useRouteParams } from '~/params'
import { loadQueries } from '~/routing'
import { mono } from '~/table/cells'
import { CopyableId } from '~/ui/CopyableId'
import { PageSection } from '~/ui/PageSection'
import { PropertyList } from '~/ui/PropertyList'
import { ResourceHeader } from '~/ui/ResourceHeader'
import { Table, useTable } from '~/ui/Table'
import { netPb } from '../paths'
import { portsText, SledCell } from './cells'
import { deleteProbe } from './probeActions'
import { allSledsQuery } from '~/features/system/inventory/queries'
import { probeQuery } from './queries'

export const probeLoader = loadQueries(
  (p) => [probeQuery(p)],
  () => [allSledsQuery],
)

const col = createColumnHelper<ProbeExternalIp>()
const columns = [
  col.accessor('ip', { header: 'Address', cell: (i) => mono(i.getValue()) }),
  col.accessor('kind', { header: 'Kind' }),
  col.display({ id: 'ports', header: 'Ports', cell: ({ row }) => portsText(row.original) }),
]

/** One probe: where it runs, its interface in the project's network and the addresses it answers on outside. */
export function ProbePage() {
  const p = useRouteParams()
  const navigate = useNavigate()
  const { data: probe } = usePrefetchedQuery(probeQuery(p))
  const nic = probe.interface
  const table = useTable({ data: probe.externalIps, columns, getRowId: (ip) => ip.ip })
  return (
    <>
      <ResourceHeader
        kind="Probe"
        name={probe.name}
        remove={{
          label: 'Delete probe',
          onClick: () => deleteProbe(p.project, probe, () => navigate(netPb.projectProbes(p))),
        }}
        properties={[
          ['Project', p.project],
          ['Sled', <SledCell id={probe.sled} />],
          ['ID', <CopyableId id={probe.id} label="Copy probe ID" />],
        ]}
      />
      <PageSection title="Interface">
        <div className="mt-3">
          <PropertyList
            items={[
              ['Name', nic.name],
              ['Address', mono(nic.ip)],
              ['Subnet', mono(nic.subnet)],
              ['MAC address', mono(nic.mac)],
              ['VNI', mono(String(nic.vni))],
            ]}
          />
        </div>
      </PageSection>
      <PageSection title="External addresses">
        <div className="mt-3">
          <Table table={table} label="External addresses" />
        </div>
      </PageSection>
    </>
  )
}
