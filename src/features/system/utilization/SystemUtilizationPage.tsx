/**
 * The fleet's utilization: every silo's provisioned amounts against its quota and their
 * totals, what the rack can still promise to silos (capacityEstimate.ts), and the fleet's
 * history over a range the URL holds (the silo utilization page's controls and charts).
 *
 * The loader (./queries.ts) only starts the fetches: each part shows its own loading and error
 * state with a "Try again", so one failed call leaves the rest of the page (and the navigation)
 * up.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { useId, type ReactNode } from 'react'
import type { SiloUtilization } from '~/api/__generated__/Api'
import { allSledsQuery } from '~/features/system/inventory/queries'
import { capacities, formatAmount, type Capacity } from '~/features/utilization/capacity'
import { CapacityCards, MetricHistories, type MetricChart } from '~/features/utilization/UtilizationParts'
import { sysPb } from '~/features/system/paths'
import { Button } from '~/ui/Button'
import { EmptyState } from '~/ui/EmptyState'
import { ErrorBanner } from '~/ui/ErrorBanner'
import { PageHeader } from '~/ui/PageHeader'
import { Spinner } from '~/ui/Spinner'
import { CellLink, Table, useTable } from '~/ui/Table'
import { capacityEstimate, fleetTotals, type Counts } from './capacityEstimate'
import { siloUtilizationsQuery } from './queries'
import { useLocalPages } from '~/table/localPages'

const CHARTS: MetricChart[] = [
  { metric: 'cpus_provisioned', title: 'vCPUs provisioned', description: 'vCPUs of running instances', unit: 'count' },
  { metric: 'ram_provisioned', title: 'Memory provisioned', description: 'Memory of running instances', unit: 'bytes' },
  {
    metric: 'virtual_disk_space_provisioned',
    title: 'Storage provisioned',
    description: 'Space of disks and snapshots',
    unit: 'bytes',
  },
]

export function SystemUtilizationPage() {
  const silos = useQuery(siloUtilizationsQuery)
  const sleds = useQuery(allSledsQuery)
  return (
    <>
      <PageHeader
        title="Utilization"
        description="What the fleet's silos have provisioned against their quotas, what the rack can still promise to silos, and how provisioning changed over time."
        docs="utilization"
      />
      <Loaded query={silos} what="silo utilization">
        {({ items }) => (
          <>
            <Section title="All silos">
              <CapacityCards utilization={fleetTotalsOf(items)} />
            </Section>
            <Section title="By silo">
              <SiloTable silos={items} />
            </Section>
          </>
        )}
      </Loaded>
      <Section title="Capacity">
        <Loaded query={sleds} what="sleds">
          {({ items: sledItems }) => (
            <Loaded query={silos} what="silo quotas" quiet>
              {({ items }) => <CapacityTable estimate={capacityEstimate(sledItems, items)} />}
            </Loaded>
          )}
        </Loaded>
      </Section>
      <Section title="History">
        <MetricHistories
          charts={CHARTS}
          operation="systemMetric"
          alongside={['siloUtilizationList', 'sledList']}
          noSeries="Nothing is recorded for the fleet."
          emptyHint="No silo existed yet, or nothing was recorded then."
        />
      </Section>
    </>
  )
}

/** The totals as the capacity cards take them: provisioned against the quotas, summed. */
function fleetTotalsOf(silos: SiloUtilization[]) {
  const { provisioned, allocated } = fleetTotals(silos)
  return { provisioned, capacity: allocated }
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="mb-8">
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A query's answer, or its loading state, or its error with a way to ask again. */
function Loaded<T>({
  query,
  what,
  quiet = false,
  children,
}: {
  query: UseQueryResult<T>
  what: string
  /** shows nothing while loading or failed: another part of the page already says so */
  quiet?: boolean
  children: (data: T) => ReactNode
}) {
  if (query.status === 'success') return children(query.data)
  if (quiet) return null
  if (query.status === 'pending') {
    return (
      <div role="status" className="mb-6 flex items-center gap-2 text-ink-muted">
        <Spinner /> Loading {what}…
      </div>
    )
  }
  return (
    <div className="mb-6 space-y-2">
      <ErrorBanner errors={[`Could not load ${what}: ${query.error.message}`]} />
      <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
        Try again
      </Button>
    </div>
  )
}

const RESOURCES = ['cpus', 'memory', 'storage'] as const
const TITLES = { cpus: 'CPUs', memory: 'Memory', storage: 'Storage' }

type SiloRow = { name: string; figures: Capacity[] }
const col = createColumnHelper<SiloRow>()

/** "12 vCPUs of 64 · 19%", or the excess in red when over quota. */
function Figure({ capacity: c }: { capacity: Capacity }) {
  return (
    <span className="tabular-nums">
      {c.provisioned} <span className="text-ink-muted">of {c.quota}</span>
      {c.over ? (
        <span className="block text-[12px] text-danger">Over quota by {c.over}</span>
      ) : (
        c.share && <span className="block text-[12px] text-ink-muted">{c.share} of quota</span>
      )}
    </span>
  )
}

const siloColumns = [
  col.accessor('name', {
    header: 'Silo',
    // its quotas are set on the silo's quotas tab
    cell: (info) => (
      <CellLink to={sysPb.silo({ silo: info.getValue() }, 'quotas')} className="text-info hover:underline">
        {info.getValue()}
      </CellLink>
    ),
  }),
  ...RESOURCES.map((key, i) =>
    col.display({ id: key, header: TITLES[key], cell: (info) => <Figure capacity={info.row.original.figures[i]} /> }),
  ),
]

function SiloTable({ silos }: { silos: SiloUtilization[] }) {
  const rows = silos.map((s) => ({ name: s.siloName, figures: capacities({ ...s, capacity: s.allocated }) }))
  const { shown, pager } = useLocalPages(rows, 'Utilization by silo', 'silos')
  const table = useTable({ data: shown, columns: siloColumns, getRowId: (r) => r.name })
  if (rows.length === 0)
    return <EmptyState title="No silos" body="Create a silo to give its users a share of the rack." />
  return (
    <>
      <Table table={table} label="Utilization by silo" />
      {pager}
    </>
  )
}

function Remaining({ resource, n }: { resource: (typeof RESOURCES)[number]; n: number }) {
  if (n >= 0) return <>{formatAmount(resource, n)}</>
  return <span className="text-danger">Over-promised by {formatAmount(resource, -n)}</span>
}

function CapacityTable({ estimate: e }: { estimate: ReturnType<typeof capacityEstimate> }) {
  const cell = (counts: Counts, key: (typeof RESOURCES)[number]) => formatAmount(key, counts[key])
  return (
    <>
      <p className="mb-3 max-w-3xl text-[13px] text-ink-muted">
        An estimate from the {e.sleds} sled{e.sleds === 1 ? '' : 's'} in service that take new instances: 70 % of their
        usable hardware threads and memory, and 70 % of 32 TiB of disk per sled scaled by 0.909, each rounded up. What
        can still be promised is that capacity less the silos' quotas.
      </p>
      <table aria-label="Capacity estimate" className="w-full max-w-3xl text-left text-[13px]">
        <thead className="text-ink-muted">
          <tr className="border-b border-line">
            <th scope="col" className="py-2 font-medium">
              Resource
            </th>
            <th scope="col" className="py-2 font-medium">
              Estimated capacity
            </th>
            <th scope="col" className="py-2 font-medium">
              Promised to silos
            </th>
            <th scope="col" className="py-2 font-medium">
              Can still be promised
            </th>
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {RESOURCES.map((key) => (
            <tr key={key} className="border-b border-line">
              <th scope="row" className="py-2 font-medium">
                {TITLES[key]}
              </th>
              <td className="py-2">{cell(e.capacity, key)}</td>
              <td className="py-2">{cell(e.promised, key)}</td>
              <td className="py-2">
                <Remaining resource={key} n={e.remaining[key]} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
