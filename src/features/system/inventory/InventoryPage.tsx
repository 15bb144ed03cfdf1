// The rack at a glance, above the inventory's tabs: what an operator checks first (how many
// sleds take new instances, how many wait to be added) before looking at any one list.
import { Outlet } from 'react-router'
import { usePrefetchedQuery } from '~/api/client'
import { sysPb } from '~/features/system/paths'
import { loadQueries } from '~/routing'
import { CopyableId } from '~/ui/CopyableId'
import { PageHeader } from '~/ui/PageHeader'
import { TabNav } from '~/ui/TabNav'
import { allSledsQuery, racksQuery, switchesQuery, uninitializedSledsQuery } from './queries'

export const inventoryLoader = loadQueries(() => [racksQuery, allSledsQuery, uninitializedSledsQuery, switchesQuery])

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-md border border-line bg-raised px-4 py-3">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums">{value}</dd>
    </div>
  )
}

/** The rack's summary and the inventory's tabs: sleds, physical disks, switches. */
export function InventoryPage() {
  const { data: racks } = usePrefetchedQuery(racksQuery)
  const { data: sleds } = usePrefetchedQuery(allSledsQuery)
  const { data: waiting } = usePrefetchedQuery(uninitializedSledsQuery)
  const { data: switches } = usePrefetchedQuery(switchesQuery)
  // the API lists in-service sleds only; an expunged one is no longer part of the rack's count
  const provisionable = sleds.items.filter(
    (s) => s.policy.kind === 'in_service' && s.policy.provisionPolicy === 'provisionable',
  ).length

  return (
    <>
      <PageHeader
        title="Inventory"
        description="The rack’s sleds, their physical disks and its switches."
        docs="inventory"
      />
      <section aria-labelledby="rack-summary" className="mb-6">
        <h2 id="rack-summary" className="sr-only">
          Rack summary
        </h2>
        {racks.items.map((rack) => (
          <p key={rack.id} className="mb-3 flex items-center gap-2 text-ink-muted">
            Rack <CopyableId id={rack.id} label="Copy rack ID" />
          </p>
        ))}
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          <Figure label="Sleds in service" value={sleds.items.length} />
          <Figure label="Provisionable" value={provisionable} />
          <Figure label="Not provisionable" value={sleds.items.length - provisionable} />
          <Figure label="Waiting to be added" value={waiting.items.length} />
          <Figure label="Switches" value={switches.items.length} />
        </dl>
      </section>
      <TabNav
        label="Inventory sections"
        tabs={[
          [sysPb.inventorySleds(), 'Sleds'],
          [sysPb.inventoryDisks(), 'Disks'],
          [sysPb.inventorySwitches(), 'Switches'],
        ]}
      />
      <Outlet />
    </>
  )
}
