// /system/networking/switches/:switchId/:port (`?slot=`, see ./slot.ts): one port's link
// status in full, the settings it runs (apply others, or clear them), and its LLDP: what its
// link advertises, and the neighbours it hears.
import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { data, Link, useSearchParams, type LoaderFunctionArgs } from 'react-router'
import type { LldpNeighbor } from '~/api/__generated__/Api'
import { queryClient, usePrefetchedQuery } from '~/api/client'
import { routeParams, useRouteParams } from '~/params'
import { mono, quiet, rawId } from '~/table/cells'
import { EmptyState } from '~/ui/EmptyState'
import { openDialog } from '~/ui/DialogHost'
import { DialogButton, GuardedButton } from '~/ui/GuardedButton'
import { PageSection } from '~/ui/PageSection'
import { PropertyList } from '~/ui/PropertyList'
import { ResourceHeader } from '~/ui/ResourceHeader'
import { Table, useTable } from '~/ui/Table'
import { Timestamp } from '~/ui/Timestamp'
import { useFleetRefusal } from '~/features/access/permissions'
import { CHANGE_NETWORK } from '../adminControls'
import { netPb } from '../paths'
import { reportSections, summarize } from './linkReport'
import { LinkStateBadge } from './portCells'
import { ApplySettingsForm, clearSettings, LldpConfigForm } from './PortForms'
import {
  allPortSettingsQuery,
  allPortsQuery,
  lldpConfigQuery,
  lldpNeighborsQuery,
  portStatusQuery,
  switchQuery,
  type PortAt,
} from './queries'
import { slotOf, withSlot } from './slot'

/** The port the URL names, among its switch's rack's ports; a 404 when there is none. */
export async function portLoader({ params, request }: LoaderFunctionArgs) {
  const p = routeParams(params)
  const slot = slotOf(new URL(request.url).searchParams)
  const [sw, ports] = await Promise.all([
    queryClient.ensureQueryData(switchQuery(p.switchId)),
    queryClient.ensureQueryData(allPortsQuery),
    queryClient.ensureQueryData(allPortSettingsQuery),
  ])
  const port = ports.items.find((x) => x.rackId === sw.rackId && x.switchLocation === slot && x.portName === p.port)
  if (!port) throw data(`No port ${p.port} on ${slot}`, { status: 404 })
  return null
}

/** A part of the page that reads its own call: its failure stays in the part, in words. */
function Reading({ error, pending, children }: { error: Error | null; pending: boolean; children: () => ReactNode }) {
  if (error) return <p className="text-danger">Could not read it: {error.message}</p>
  if (pending) return quiet('Loading…')
  return <>{children()}</>
}

function LinkStatus({ at }: { at: PortAt }) {
  const status = useQuery(portStatusQuery(at))
  return (
    <Reading error={status.error} pending={status.isPending}>
      {() => (
        <div className="grid gap-4 lg:grid-cols-2">
          {reportSections(status.data).map(({ title, rows }) => (
            <section key={title} aria-label={title}>
              <h3 className="mb-2 font-medium">{title}</h3>
              <PropertyList items={rows} />
            </section>
          ))}
        </div>
      )}
    </Reading>
  )
}

const orNone = (v: string | null | undefined) => (v ? v : quiet('Not set'))

function LldpConfig({ at, refusal }: { at: PortAt; refusal: string | undefined }) {
  const config = useQuery(lldpConfigQuery(at))
  const edit = config.data && (
    <DialogButton
      reason={refusal}
      dialog={(close) => <LldpConfigForm at={at} config={config.data} onDismiss={close} />}
    >
      Edit LLDP
    </DialogButton>
  )
  return (
    <PageSection title="LLDP configuration" actions={edit}>
      <p className="mt-1 mb-3 text-ink-muted">What the port’s link advertises to its neighbour.</p>
      <Reading error={config.error} pending={config.isPending}>
        {() =>
          config.data && (
            <PropertyList
              items={[
                ['Enabled', config.data.enabled ? 'Yes' : 'No'],
                ['Chassis ID', orNone(config.data.chassisId)],
                ['Port ID', orNone(config.data.linkName)],
                ['Port description', orNone(config.data.linkDescription)],
                ['System name', orNone(config.data.systemName)],
                ['System description', orNone(config.data.systemDescription)],
                ['Management IP', config.data.managementIp ? mono(config.data.managementIp) : quiet('Not set')],
              ]}
            />
          )
        }
      </Reading>
    </PageSection>
  )
}

const ncol = createColumnHelper<LldpNeighbor>()
/** The client leaves these times as text (it dates only `time_*` fields); read either. */
const seen = (at: Date | string) => <Timestamp date={new Date(at)} />
const neighborColumns = [
  ncol.accessor('systemName', { header: 'System name', cell: (i) => orNone(i.getValue()) }),
  ncol.accessor('chassisId', { header: 'Chassis ID', cell: (i) => mono(i.getValue()) }),
  ncol.accessor('linkName', { header: 'Port ID', cell: (i) => mono(i.getValue()) }),
  ncol.display({
    id: 'description',
    header: 'Description',
    cell: ({ row: { original: n } }) => (
      <span className="flex flex-col gap-0.5">
        {n.linkDescription && <span>{n.linkDescription}</span>}
        {n.systemDescription && <span className="text-ink-muted">{n.systemDescription}</span>}
      </span>
    ),
  }),
  ncol.accessor('managementIp', {
    header: 'Management addresses',
    cell: (i) => {
      const addrs = i.getValue().map((m) => Object.values(m.addr as Record<string, unknown>).join(' '))
      return addrs.length ? mono(addrs.join(', ')) : quiet('None')
    },
  }),
  ncol.accessor('firstSeen', { header: 'First seen', cell: (i) => seen(i.getValue()) }),
  ncol.accessor('lastSeen', { header: 'Last seen', cell: (i) => seen(i.getValue()) }),
]

function Neighbors({ at }: { at: PortAt }) {
  const neighbors = useQuery(lldpNeighborsQuery(at))
  const table = useTable({
    data: neighbors.data?.items ?? [],
    columns: neighborColumns,
    getRowId: (n) => `${n.chassisId} ${n.linkName}`,
  })
  return (
    <PageSection title="LLDP neighbours">
      <p className="mt-1 mb-3 text-ink-muted">
        What the port hears over LLDP: the device at the other end of its cable.
      </p>
      <Reading error={neighbors.error} pending={neighbors.isPending}>
        {() =>
          table.getRowModel().rows.length ? (
            <Table table={table} label="LLDP neighbours" />
          ) : (
            <EmptyState
              title="No neighbours heard"
              body="Nothing connected to this port advertises itself over LLDP, or the port’s LLDP is off."
            />
          )
        }
      </Reading>
    </PageSection>
  )
}

export function PortPage() {
  const p = useRouteParams()
  const [search] = useSearchParams()
  const slot = slotOf(search)
  const refusal = useFleetRefusal(CHANGE_NETWORK)
  const { data: sw } = usePrefetchedQuery(switchQuery(p.switchId))
  const { data: ports } = usePrefetchedQuery(allPortsQuery)
  const { data: settings } = usePrefetchedQuery(allPortSettingsQuery)
  const port = ports.items.find((x) => x.rackId === sw.rackId && x.switchLocation === slot && x.portName === p.port)
  const at: PortAt = { rackId: sw.rackId, switchLocation: slot, port: p.port }
  const statusSummary = useQuery({ ...portStatusQuery(at), enabled: false }).data
  const current = port?.portSettingsId ? settings.items.find((s) => s.id === port.portSettingsId) : undefined

  const apply = () => openDialog((close) => <ApplySettingsForm at={at} current={current?.name} onDismiss={close} />)
  const settingsCell = port?.portSettingsId ? (
    current ? (
      <Link to={netPb.portSettingsItem({ portSettings: current.name })} className="hover:underline">
        {current.name}
      </Link>
    ) : (
      rawId(port.portSettingsId)
    )
  ) : (
    quiet('None: the port is not configured')
  )

  return (
    <>
      <ResourceHeader
        kind="Switch port"
        name={p.port}
        mono
        // an unconfigured port's cached status may be from before its settings were cleared
        badge={port?.portSettingsId && statusSummary && <LinkStateBadge state={summarize(statusSummary).state} />}
        actions={
          <>
            <GuardedButton reason={refusal} onClick={apply}>
              Apply settings
            </GuardedButton>
            <GuardedButton
              reason={refusal ?? (current ? undefined : 'The port has no settings to clear')}
              onClick={() => current && clearSettings(at, current.name)}
            >
              Clear settings
            </GuardedButton>
          </>
        }
        properties={[
          [
            'Switch',
            <Link to={withSlot(netPb.switch(p), slot)} className="font-mono hover:underline">
              {sw.baseboard.serial}
            </Link>,
          ],
          ['Slot', slot],
          ['Rack', rawId(sw.rackId)],
          ['Settings', settingsCell],
        ]}
      />
      <PageSection title="Link status" className="mt-6">
        {port?.portSettingsId ? (
          <LinkStatus at={at} />
        ) : (
          <p className="mt-1 text-ink-muted">The port has no link until settings are applied to it.</p>
        )}
      </PageSection>
      {port?.portSettingsId ? (
        <>
          <LldpConfig at={at} refusal={refusal} />
          <Neighbors at={at} />
        </>
      ) : null}
    </>
  )
}
