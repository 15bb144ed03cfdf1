// /system/networking/port-settings: the settings objects a port may run. The list answers
// names only; each row's geometry and links come from the settings' own view, read as the
// row comes on screen, a few at a time (issue 16: no call per row on page load).
// The ports running each come from one read of every port.
import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import type { SwitchPortSettingsIdentity } from '~/api/__generated__/Api'
import { quiet } from '~/table/cells'
import { descriptionColumn, nameColumn } from '~/table/columns'
import { RowQueryCell } from '~/table/rowQuery'
import { ListPage } from '~/table/ListPage'
import { CHANGE_NETWORK } from '../adminControls'
import { useFleetRefusal } from '~/features/access/permissions'
import { netPb } from '../paths'
import { fecLabel, speedLabel } from '../switches/linkReport'
import { allPortsQuery, portSettingsViewQuery } from '../switches/queries'
import { GEOMETRY_LABELS, portName, portsBySettings } from './queries'
import { settingsList } from './lists'
import { deletePortSettings } from './settingsActions'

/** The settings' geometry, read once the row is on screen. */
function GeometryCell({ id }: { id: string }) {
  return (
    <RowQueryCell query={portSettingsViewQuery(id)} pending={quiet('…')} failed={quiet('Could not read')}>
      {(view) => GEOMETRY_LABELS[view.port.geometry]}
    </RowQueryCell>
  )
}

/** The settings' links, from what the geometry cell read: it asks for nothing itself. */
function LinksCell({ id }: { id: string }) {
  const view = useQuery({ ...portSettingsViewQuery(id), enabled: false }).data
  if (!view) return quiet('…')
  if (!view.links.length) return quiet('No links')
  return view.links.map((l) => `${l.linkName}: ${speedLabel(l.speed)}, MTU ${l.mtu}, ${fecLabel(l.fec)}`).join('; ')
}

function PortsCell({ id }: { id: string }) {
  const ports = useQuery(allPortsQuery)
  if (!ports.data) return quiet(ports.isError ? 'Could not read' : '…')
  const using = portsBySettings(ports.data.items).get(id) ?? []
  return using.length ? using.map(portName).join(', ') : quiet('None')
}

const col = createColumnHelper<SwitchPortSettingsIdentity>()
const columns = [
  nameColumn(col, (s) => netPb.portSettingsItem({ portSettings: s.name })),
  descriptionColumn(col),
  col.display({ id: 'geometry', header: 'Geometry', cell: (i) => <GeometryCell id={i.row.original.id} /> }),
  col.display({ id: 'links', header: 'Links', cell: (i) => <LinksCell id={i.row.original.id} /> }),
  col.display({ id: 'ports', header: 'Applied to', cell: (i) => <PortsCell id={i.row.original.id} /> }),
]

export function PortSettingsPage() {
  const refusal = useFleetRefusal(CHANGE_NETWORK)
  return (
    <ListPage
      title="Port settings"
      intro="What a switch port runs: its links, interfaces, addresses, routes and BGP peers, applied to a port from its page."
      list={settingsList}
      columns={columns}
      remove={deletePortSettings}
      create={{ to: netPb.portSettingsNew(), label: 'New port settings' }}
      refusal={refusal}
      empty={{ title: 'No port settings', body: 'No port settings exist yet: a port without settings has no link.' }}
    />
  )
}
