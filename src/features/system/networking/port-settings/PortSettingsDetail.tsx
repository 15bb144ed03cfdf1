// /system/networking/port-settings/:portSettings: everything a settings object configures,
// part by part as the API holds them (links, interfaces, routes, addresses, BGP peers), the
// ports that run it, and its delete (refused while a port runs it).
import { useQuery } from '@tanstack/react-query'
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table'
import { useNavigate } from 'react-router'
import type {
  BgpPeer,
  SwitchInterfaceConfig,
  SwitchPortAddressView,
  SwitchPortLinkConfig,
  SwitchPortRouteConfig,
} from '~/api/__generated__/Api'
import { usePrefetchedQuery } from '~/api/client'
import { useRouteParams } from '~/params'
import { loadQueries } from '~/routing'
import { mono, quiet, rawId } from '~/table/cells'
import { CopyableId } from '~/ui/CopyableId'
import { PageSection } from '~/ui/PageSection'
import { ResourceHeader } from '~/ui/ResourceHeader'
import { Table, useTable } from '~/ui/Table'
import { Timestamp } from '~/ui/Timestamp'
import { useFleetRefusal } from '~/features/access/permissions'
import { CHANGE_NETWORK } from '../adminControls'
import { netPb } from '../paths'
import { fecLabel, speedLabel } from '../switches/linkReport'
import { allPortsQuery, portSettingsViewQuery } from '../switches/queries'
import { allConfigsQuery } from '../bgp/queries'
import { GEOMETRY_LABELS, portName, portsBySettings } from './queries'
import { deletePortSettings } from './settingsActions'

export const portSettingsDetailLoader = loadQueries(
  (p) => [portSettingsViewQuery(p.portSettings), allPortsQuery],
  () => [allConfigsQuery],
)

const vlan = (id: number | null | undefined) => (id == null ? quiet('None') : String(id))
const yesNo = (v: boolean) => (v ? 'Yes' : 'No')

/** One part of the settings as a table, or a line saying it has none. */
function Part<T>({
  title,
  rows,
  columns,
  none,
}: {
  title: string
  rows: T[]
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[]
  none: string
}) {
  // the parts have no ids of their own, and the page never reorders them: their place keys them
  const table = useTable({ data: rows, columns, getRowId: (r) => `${title}-${rows.indexOf(r)}` })
  return (
    <PageSection title={title} className="mt-8">
      <div className="mt-3">
        {rows.length ? <Table table={table} label={title} /> : <p className="text-ink-muted">{none}</p>}
      </div>
    </PageSection>
  )
}

const link = createColumnHelper<SwitchPortLinkConfig>()
const linkColumns = [
  link.accessor('linkName', { header: 'Link', cell: (i) => mono(i.getValue()) }),
  link.accessor('mtu', { header: 'MTU', cell: (i) => `${i.getValue()} bytes` }),
  link.accessor('speed', { header: 'Speed', cell: (i) => speedLabel(i.getValue()) }),
  link.accessor('fec', { header: 'FEC', cell: (i) => fecLabel(i.getValue()) }),
  link.accessor('autoneg', { header: 'Autoneg', cell: (i) => (i.getValue() ? 'On' : 'Off') }),
  link.accessor((l) => l.lldpLinkConfig?.enabled ?? false, {
    id: 'lldp',
    header: 'LLDP',
    cell: (i) => (i.getValue() ? 'On' : 'Off'),
  }),
]

type InterfaceRow = SwitchInterfaceConfig & { vlanIds: number[] }
const ifc = createColumnHelper<InterfaceRow>()
const interfaceColumns = [
  ifc.accessor('interfaceName', { header: 'Interface', cell: (i) => mono(i.getValue()) }),
  ifc.accessor('kind', {
    header: 'Kind',
    cell: (i) => ({ primary: 'Primary', vlan: 'VLAN', loopback: 'Loopback' })[i.getValue()],
  }),
  ifc.accessor('vlanIds', {
    header: 'VLAN',
    cell: (i) => (i.getValue().length ? i.getValue().join(', ') : quiet('None')),
  }),
  ifc.accessor('v6Enabled', { header: 'IPv6', cell: (i) => yesNo(i.getValue()) }),
]

const route = createColumnHelper<SwitchPortRouteConfig>()
const routeColumns = [
  route.accessor('dst', { header: 'Destination', cell: (i) => mono(i.getValue()) }),
  route.accessor('gw', { header: 'Gateway', cell: (i) => mono(i.getValue()) }),
  route.accessor('interfaceName', { header: 'Interface', cell: (i) => mono(i.getValue()) }),
  route.accessor('vlanId', { header: 'VLAN', cell: (i) => vlan(i.getValue()) }),
  route.accessor('ribPriority', {
    header: 'RIB priority',
    cell: (i) => (i.getValue() == null ? quiet('Default') : String(i.getValue())),
  }),
]

const addr = createColumnHelper<SwitchPortAddressView>()
const addressColumns = [
  addr.accessor('address', { header: 'Address', cell: (i) => mono(i.getValue()) }),
  addr.accessor('addressLotName', {
    header: 'Address lot',
    cell: (i) => i.getValue(),
  }),
  addr.accessor('interfaceName', { header: 'Interface', cell: (i) => mono(i.getValue()) }),
  addr.accessor('vlanId', { header: 'VLAN', cell: (i) => vlan(i.getValue()) }),
]

/** The config a peer's id points at, by name (the view gives the id). */
function BgpConfigName({ id }: { id: string }) {
  const configs = useQuery(allConfigsQuery)
  const config = configs.data?.items.find((c) => c.id === id || c.name === id)
  if (config) return <>{`${config.name} (AS ${config.asn})`}</>
  return configs.isPending ? quiet('…') : rawId(id)
}

const seconds = (n: number) => `${n} s`
const peer = createColumnHelper<BgpPeer>()
const peerColumns = [
  peer.accessor('addr', { header: 'Peer address', cell: (i) => mono(i.getValue()) }),
  peer.accessor('bgpConfig', { header: 'BGP config', cell: (i) => <BgpConfigName id={i.getValue()} /> }),
  peer.accessor('interfaceName', { header: 'Interface', cell: (i) => mono(i.getValue()) }),
  peer.accessor('remoteAsn', {
    header: 'Remote ASN',
    cell: (i) => (i.getValue() == null ? quiet('Any') : String(i.getValue())),
  }),
  peer.display({
    id: 'timers',
    header: 'Timers',
    cell: ({ row: { original: p } }) => (
      <span className="text-[13px] whitespace-nowrap">
        hold {seconds(p.holdTime)}, keepalive {seconds(p.keepalive)}
        <br />
        idle hold {seconds(p.idleHoldTime)}, connect retry {seconds(p.connectRetry)}, delay open {seconds(p.delayOpen)}
      </span>
    ),
  }),
  peer.accessor('vlanId', { header: 'VLAN', cell: (i) => vlan(i.getValue()) }),
]

export function PortSettingsDetail() {
  const p = useRouteParams()
  const navigate = useNavigate()
  const refusal = useFleetRefusal(CHANGE_NETWORK)
  const { data: settings } = usePrefetchedQuery(portSettingsViewQuery(p.portSettings))
  const { data: ports } = usePrefetchedQuery(allPortsQuery)
  const using = portsBySettings(ports.items).get(settings.id) ?? []
  const interfaces = settings.interfaces.map((i) => ({
    ...i,
    vlanIds: settings.vlanInterfaces.filter((v) => v.interfaceConfigId === i.id).map((v) => v.vlanId),
  }))
  return (
    <>
      <ResourceHeader
        kind="Port settings"
        resource={settings}
        remove={{
          label: 'Delete port settings',
          onClick: () => deletePortSettings(settings, () => navigate(netPb.portSettings())),
        }}
        refusal={refusal}
        properties={[
          ['Geometry', GEOMETRY_LABELS[settings.port.geometry]],
          ['Applied to', using.length ? using.map(portName).join(', ') : quiet('No port')],
          ['Created', <Timestamp date={settings.timeCreated} />],
          ['Modified', <Timestamp date={settings.timeModified} />],
          ['ID', <CopyableId id={settings.id} label="Copy port settings ID" />],
        ]}
      />
      <Part title="Links" rows={settings.links} columns={linkColumns} none="No links." />
      <Part title="Interfaces" rows={interfaces} columns={interfaceColumns} none="No interfaces." />
      <Part title="Routes" rows={settings.routes} columns={routeColumns} none="No routes." />
      <Part title="Addresses" rows={settings.addresses} columns={addressColumns} none="No addresses." />
      <Part title="BGP peers" rows={settings.bgpPeers} columns={peerColumns} none="No BGP peers." />
    </>
  )
}
