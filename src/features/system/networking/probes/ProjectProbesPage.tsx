import { useProjectRefusal } from '~/features/access/permissions'
import { createColumnHelper } from '@tanstack/react-table'
import type { ProbeInfo } from '~/api/__generated__/Api'
import { useRouteParams } from '~/params'
import { mono } from '~/table/cells'
import { ListPage } from '~/table/ListPage'
import { CellLink } from '~/ui/Table'
import { netPb } from '../paths'
import { ExternalIpsCell, SledCell } from './cells'
import { probeList } from './lists'
import { deleteProbe } from './probeActions'

const col = createColumnHelper<ProbeInfo>()

/** One project's probes: where each runs and the addresses it answers on. */
export function ProjectProbesPage() {
  const { project } = useRouteParams()
  const refusal = useProjectRefusal(project, 'view, create and delete probes')
  const columns = [
    col.accessor('name', {
      header: 'Name',
      // a probe's page takes a collaborator: a viewer sees the name alone
      cell: (i) =>
        refusal ? (
          <span className="font-medium">{i.getValue()}</span>
        ) : (
          <CellLink to={netPb.probe({ project, probe: i.getValue() })} className="font-medium hover:underline">
            {i.getValue()}
          </CellLink>
        ),
    }),
    col.accessor('sled', { header: 'Sled', cell: (i) => <SledCell id={i.getValue()} /> }),
    col.accessor('externalIps', { header: 'External IPs', cell: (i) => <ExternalIpsCell ips={i.getValue()} /> }),
    col.accessor((p) => p.interface.ip, { id: 'ip', header: 'Interface address', cell: (i) => mono(i.getValue()) }),
  ]
  return (
    <ListPage
      title={`Probes of ${project}`}
      label="Probes"
      intro="Experimental. Each probe runs on a sled with an interface in the project’s default subnet and an external address from an IP pool of the silo."
      list={probeList}
      columns={columns}
      remove={(probe) => deleteProbe(project, probe)}
      empty={{ title: 'No probes', body: `Project ${project} has no probes.` }}
      create={{ to: netPb.projectProbesNew({ project }), label: 'New probe' }}
      refusal={refusal}
    />
  )
}
