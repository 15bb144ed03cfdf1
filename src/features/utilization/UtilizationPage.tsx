/**
 * The silo's utilization: what it has provisioned against its quota, then the history of
 * those amounts over a range the URL holds (the same controls and charts as an instance's
 * metrics).
 *
 * The loader (./queries.ts) only starts the fetches: a refusal or failure is this page's to
 * explain (in place, with the navigation kept), not the route's error screen, and the
 * charts show their own loading states as the instance metrics do.
 */
import { useQuery } from '@tanstack/react-query'
import { isApiError } from '~/api/errors'
import { Button } from '~/ui/Button'
import { EmptyState } from '~/ui/EmptyState'
import { ErrorBanner } from '~/ui/ErrorBanner'
import { PageHeader } from '~/ui/PageHeader'
import { Spinner } from '~/ui/Spinner'
import { utilizationQuery } from './queries'
import { CapacityCards, MetricHistories, type MetricChart } from './UtilizationParts'

const CHARTS: MetricChart[] = [
  {
    metric: 'cpus_provisioned',
    title: 'vCPUs provisioned',
    description: "vCPUs of the silo's running instances",
    unit: 'count',
  },
  {
    metric: 'ram_provisioned',
    title: 'Memory provisioned',
    description: "Memory of the silo's running instances",
    unit: 'bytes',
  },
  {
    metric: 'virtual_disk_space_provisioned',
    title: 'Storage provisioned',
    description: "Space of the silo's disks and snapshots",
    unit: 'bytes',
  },
]

export function UtilizationPage() {
  const utilization = useQuery(utilizationQuery)
  const refused = isApiError(utilization.error) && utilization.error.statusCode === 403

  return (
    <>
      <PageHeader
        title="Utilization"
        description="What this silo has provisioned against its quota, and how that changed over time."
        docs="utilization"
      />
      {refused ? (
        <EmptyState
          title="You can't view this silo's utilization"
          body="The API refused to show you this silo's quota and usage (Action not authorized). Ask a silo administrator if you need to see them."
        />
      ) : (
        <>
          {utilization.status === 'error' ? (
            <div className="mb-6 space-y-2">
              <ErrorBanner errors={[utilization.error.message]} />
              <Button variant="secondary" size="sm" onClick={() => void utilization.refetch()}>
                Try again
              </Button>
            </div>
          ) : utilization.status === 'pending' ? (
            <div role="status" className="mb-6 flex items-center gap-2 text-ink-muted">
              <Spinner /> Loading utilization…
            </div>
          ) : (
            <CapacityCards utilization={utilization.data} className="mb-6" />
          )}
          <MetricHistories
            charts={CHARTS}
            operation="siloMetric"
            alongside={['utilizationView']}
            noSeries="Nothing is recorded for this silo."
            emptyHint="The silo had not been created yet, or nothing was recorded then."
          />
        </>
      )}
    </>
  )
}
