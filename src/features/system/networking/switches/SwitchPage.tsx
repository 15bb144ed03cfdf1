// /system/networking/switches/:switchId: a switch's baseboard and rack, and the ports of one
// switch slot with their links, applied settings and LLDP neighbours (see ./slot.ts on why
// the slot is chosen rather than known).
import { createColumnHelper } from '@tanstack/react-table'
import { useSearchParams } from 'react-router'
import type { SwitchPort } from '~/api/__generated__/Api'
import { usePrefetchedQuery } from '~/api/client'
import { useRouteParams } from '~/params'
import { loadQueries } from '~/routing'
import { quiet, rawId } from '~/table/cells'
import { CopyableId } from '~/ui/CopyableId'
import { EmptyState } from '~/ui/EmptyState'
import { PageSection } from '~/ui/PageSection'
import { ResourceHeader } from '~/ui/ResourceHeader'
import { TabNav } from '~/ui/TabNav'
import { CellLink, Table, useTable } from '~/ui/Table'
import { Timestamp } from '~/ui/Timestamp'
import { netPb } from '../paths'
import { LinkFactCell, LinkStateCell, NeighborCell, type PortRowAt } from './portCells'
import { allPortSettingsQuery, allPortsQuery, switchQuery } from './queries'
import { SLOTS, slotOf, withSlot } from './slot'

export const switchLoader = loadQueries((p) => [switchQuery(p.switchId), allPortsQuery, allPortSettingsQuery])

type Row = SwitchPort & { at: PortRowAt; settingsName: string | undefined }

const col = createColumnHelper<Row>()

function portColumns(switchId: string) {
  return [
    col.accessor('portName', {
      header: 'Port',
      cell: (i) => (
        <CellLink
          to={withSlot(netPb.switchPort({ switchId, port: i.getValue() }), i.row.original.at.switchLocation)}
          className="font-mono font-medium hover:underline"
        >
          {i.getValue()}
        </CellLink>
      ),
    }),
    col.display({ id: 'link', header: 'Link', cell: (i) => <LinkStateCell port={i.row.original.at} /> }),
    col.display({
      id: 'speed',
      header: 'Speed',
      cell: (i) => <LinkFactCell port={i.row.original.at} fact={(s) => s.speed} />,
    }),
    col.display({
      id: 'fec',
      header: 'FEC',
      cell: (i) => <LinkFactCell port={i.row.original.at} fact={(s) => s.fec} />,
    }),
    col.display({
      id: 'autoneg',
      header: 'Autoneg',
      cell: (i) => (
        <LinkFactCell
          port={i.row.original.at}
          fact={(s) => (s.autoneg === undefined ? undefined : s.autoneg ? 'On' : 'Off')}
        />
      ),
    }),
    col.accessor('settingsName', {
      header: 'Settings',
      cell: (i) => {
        const name = i.getValue()
        const id = i.row.original.portSettingsId
        if (!id) return quiet('None')
        return (
          <CellLink to={netPb.portSettingsItem({ portSettings: name ?? id })} className="hover:underline">
            {name ?? rawId(id)}
          </CellLink>
        )
      },
    }),
    col.display({ id: 'neighbor', header: 'LLDP neighbour', cell: (i) => <NeighborCell port={i.row.original.at} /> }),
  ]
}

/** Port numbers in order: qsfp2 before qsfp10. */
const byPortName = (a: SwitchPort, b: SwitchPort) => a.portName.localeCompare(b.portName, 'en', { numeric: true })

function Ports({ switchId, rackId }: { switchId: string; rackId: string }) {
  const [search] = useSearchParams()
  const slot = slotOf(search)
  const { data: ports } = usePrefetchedQuery(allPortsQuery)
  const { data: settings } = usePrefetchedQuery(allPortSettingsQuery)
  const names = new Map(settings.items.map((s) => [s.id, s.name]))
  const rows: Row[] = ports.items
    .filter((p) => p.rackId === rackId && p.switchLocation === slot)
    .sort(byPortName)
    .map((p) => ({
      ...p,
      settingsName: p.portSettingsId ? names.get(p.portSettingsId) : undefined,
      at: { rackId, switchLocation: slot, port: p.portName, configured: !!p.portSettingsId },
    }))
  const table = useTable({ data: rows, columns: portColumns(switchId), getRowId: (r) => r.id })
  return (
    <PageSection title="Ports">
      <p className="mt-1 mb-3 text-ink-muted">
        The API does not say which of the rack’s two slots this switch sits in: pick the slot whose ports to show. Link
        status and neighbours are read as the rows come into view.
      </p>
      <TabNav
        label="Switch slot"
        tabs={SLOTS.map(([s, label]) => [withSlot(netPb.switch({ switchId }), s), label, s === slot] as const)}
      />
      {rows.length === 0 ? (
        <EmptyState title="No ports" body={`The control plane lists no port on ${slot} of this switch’s rack.`} />
      ) : (
        <Table table={table} label={`Ports of ${slot}`} />
      )}
    </PageSection>
  )
}

export function SwitchPage() {
  const { switchId } = useRouteParams()
  const { data: sw } = usePrefetchedQuery(switchQuery(switchId))
  return (
    <>
      <ResourceHeader
        kind="Switch"
        name={sw.baseboard.serial}
        mono
        properties={[
          ['Part', sw.baseboard.part],
          ['Revision', String(sw.baseboard.revision)],
          ['Rack', rawId(sw.rackId)],
          ['Added', <Timestamp date={sw.timeCreated} />],
          ['ID', <CopyableId id={sw.id} label="Copy switch ID" />],
        ]}
      />
      <Ports switchId={switchId} rackId={sw.rackId} />
    </>
  )
}
