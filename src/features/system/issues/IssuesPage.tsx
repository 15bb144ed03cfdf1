/**
 * What needs an operator's attention now (issues.ts decides; this page fetches and shows).
 * Each issue links to the screen where it is fixed. Every check runs on its own query: one
 * that fails is named, with a way to ask again, and the others still show what they found.
 */
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { allSledsQuery } from '~/features/system/inventory/queries'
import { siloUtilizationsQuery } from '~/features/system/utilization/queries'
import { sysPb } from '~/features/system/paths'
import { loadQueries } from '~/routing'
import { Button } from '~/ui/Button'
import { EmptyState } from '~/ui/EmptyState'
import { ErrorBanner } from '~/ui/ErrorBanner'
import { PageHeader } from '~/ui/PageHeader'
import { ReadCount } from '~/ui/ReadCount'
import { Spinner } from '~/ui/Spinner'
import { CellLink, Table, useTable } from '~/ui/Table'
import { diskIssues, instanceIssues, ipPoolIssues, siloIssues, sledIssues, type Issue, type IssueKind } from './issues'
import { allPoolsQuery } from '~/features/system/ip-pools/queries'
import { poolUseQuery, sledDisksQuery, sledInstancesQuery } from './queries'

export const issuesLoader = loadQueries(
  () => [],
  () => [allSledsQuery, allPoolsQuery, siloUtilizationsQuery],
)

const KIND_LABEL: Record<IssueKind, string> = {
  sled: 'Sled',
  disk: 'Physical disk',
  'ip-pool': 'IP pool',
  silo: 'Silo',
  instance: 'Instance',
}

/** Where an issue is fixed: the link's target and what it says. */
function fixedAt(issue: Issue): { to: string; label: string } {
  const { at } = issue
  if ('pool' in at) return { to: sysPb.ipPool(at), label: 'Add addresses' }
  if ('silo' in at) return { to: sysPb.silo(at, 'quotas'), label: 'Quotas' }
  if (issue.kind === 'disk') return { to: sysPb.sledDisks(at), label: "Sled's disks" }
  if (issue.kind === 'instance') return { to: sysPb.sledInstances(at), label: "Sled's instances" }
  // a sled's provision policy is changed from the sleds tab
  return { to: sysPb.inventorySleds(), label: 'Sleds' }
}

const col = createColumnHelper<Issue>()
const columns = [
  col.accessor('subject', { header: 'What', cell: (info) => <span className="font-medium">{info.getValue()}</span> }),
  col.accessor('kind', { header: 'Kind', cell: (info) => KIND_LABEL[info.getValue()] }),
  col.accessor('problem', { header: 'Issue' }),
  col.display({
    id: 'fix',
    header: 'Fix it on',
    cell: (info) => {
      const { to, label } = fixedAt(info.row.original)
      return (
        <CellLink
          to={to}
          className="text-info hover:underline"
          aria-label={`${label} for ${KIND_LABEL[info.row.original.kind].toLowerCase()} ${info.row.original.subject}`}
        >
          {label}
        </CellLink>
      )
    },
  }),
]

type Check = { what: string; queries: UseQueryResult[] }

export function IssuesPage() {
  const sleds = useQuery(allSledsQuery)
  const pools = useQuery(allPoolsQuery)
  const silos = useQuery(siloUtilizationsQuery)
  const poolUse = useQueries({ queries: (pools.data?.items ?? []).map((p) => poolUseQuery(p.name)) })
  // the sled list holds the sleds in service (the API leaves out the others, which run
  // nothing and hold no drives in use); each one's drives and instances are asked for
  const listed = sleds.data?.items ?? []
  const sledDisks = useQueries({ queries: listed.map((s) => sledDisksQuery(s.id)) })
  const sledInstances = useQueries({ queries: listed.map((s) => sledInstancesQuery(s.id)) })
  // what is checked of each sled (its drives and instances) and of each pool (its use)
  const settled = (q: UseQueryResult) => q.status !== 'pending'
  const checked =
    listed.filter((_, i) => settled(sledDisks[i]) && settled(sledInstances[i])).length + poolUse.filter(settled).length

  const checks: Check[] = [
    { what: 'sleds', queries: [sleds] },
    { what: 'physical disks', queries: [sleds, ...sledDisks] },
    { what: 'IP pools', queries: [pools, ...poolUse] },
    { what: 'silo utilization', queries: [silos] },
    { what: "sleds' instances", queries: [sleds, ...sledInstances] },
  ]
  const failed = checks.filter((c) => c.queries.some((q) => q.status === 'error'))
  const pending = checks.some((c) => c.queries.some((q) => q.status === 'pending'))

  const issues: Issue[] = [
    ...sledIssues(sleds.data?.items ?? []),
    ...diskIssues(sledDisks.flatMap((q) => q.data?.items ?? [])),
    ...ipPoolIssues(
      (pools.data?.items ?? []).flatMap((pool, i) => {
        const utilization = poolUse[i]?.data
        return utilization ? [{ pool, utilization }] : []
      }),
    ),
    ...siloIssues(silos.data?.items ?? []),
    ...instanceIssues(sledInstances.flatMap((q) => q.data?.items ?? [])),
  ]
  const table = useTable({ data: issues, columns, getRowId: (i) => i.key })

  return (
    <>
      <PageHeader
        title="Issues"
        description="What needs your attention now across the fleet: hardware out of service, IP pools running out of addresses, silos at their quotas and failed instances. Each links to where it is fixed."
        docs="silos"
      />
      {failed.map((c) => (
        <div key={c.what} className="mb-4 space-y-2">
          <ErrorBanner
            errors={[`Could not check ${c.what}: ${c.queries.find((q) => q.error)?.error?.message ?? ''}`]}
          />
          <Button
            variant="secondary"
            size="sm"
            onClick={() => c.queries.filter((q) => q.status === 'error').forEach((q) => void q.refetch())}
          >
            Try again
          </Button>
        </div>
      ))}
      {pending && (
        <div role="status" className="mb-4 flex items-center gap-2 text-ink-muted">
          <Spinner /> Checking the fleet…
          {checked > 0 && (
            <ReadCount read={checked} total={listed.length + poolUse.length} what="sleds and IP pools checked" />
          )}
        </div>
      )}
      {issues.length > 0 ? (
        <Table table={table} label="Issues" />
      ) : (
        !pending &&
        failed.length === 0 && (
          <EmptyState
            title="All is well"
            body="Every sled and physical disk is in service, no IP pool is nearly full, no silo is at its quota and no instance has failed."
          />
        )
      )}
    </>
  )
}
