import { createColumnHelper } from '@tanstack/react-table'
import { Fragment, type ReactNode } from 'react'
import { Link, Outlet, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router'
import type { VpcFirewallRule } from '~/api/__generated__/Api'
import { queryClient, usePrefetchedQuery } from '~/api/client'
import { Badge } from '~/ui/Badge'
import { buttonClass } from '~/ui/Button'
import { confirmAction } from '~/ui/ConfirmModal'
import { DocsLink } from '~/ui/DocsLink'
import { EmptyState } from '~/ui/EmptyState'
import { Table, useTable } from '~/ui/Table'
import { addToast } from '~/ui/Toast'
import { Chip, HostChip } from './HostChip'
import { byPriorityThenName, protocolLabel, rulesQuery, saveRules, withRuleRemoved } from './rules'
import { actionsColumn } from '~/table/columns'

export async function firewallRulesLoader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(rulesQuery(params.project!, params.vpc!))
  return null
}

const col = createColumnHelper<VpcFirewallRule>()

const any = <span className="text-ink-faint">Any</span>

function deleteRule(project: string, vpc: string, rule: VpcFirewallRule) {
  confirmAction({
    title: 'Delete firewall rule',
    content: (
      <>
        Are you sure you want to delete rule <strong className="text-ink">{rule.name}</strong>? The other rules of this
        VPC stay as they are.
      </>
    ),
    actionLabel: 'Delete',
    danger: true,
    errorTitle: 'Could not delete firewall rule',
    action: async () => {
      await saveRules(project, vpc, (current) => withRuleRemoved(current, rule.name))
      addToast({ title: 'Firewall rule deleted', content: rule.name })
    },
  })
}

/** A list of short items that wrap within their cell. */
function Items({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap gap-1">{children}</div>
}

export function FirewallRulesTab() {
  const { project = '', vpc = '' } = useParams()
  const navigate = useNavigate()
  const { data } = usePrefetchedQuery(rulesQuery(project, vpc))
  const rules = [...data.rules].sort(byPriorityThenName)
  const base = `/projects/${project}/vpcs/${vpc}`

  const columns = [
    col.accessor('priority', {
      header: 'Priority',
      cell: (info) => <span className="font-mono">{info.getValue()}</span>,
    }),
    col.accessor('name', {
      header: 'Name',
      cell: (info) => <span className="font-medium">{info.getValue()}</span>,
    }),
    col.accessor('action', {
      header: 'Action',
      cell: (info) => <Badge color={info.getValue() === 'allow' ? 'accent' : 'danger'}>{info.getValue()}</Badge>,
    }),
    col.accessor('direction', { header: 'Direction' }),
    col.accessor('filters.protocols', {
      header: 'Protocols',
      cell: (info) => {
        const protocols = info.getValue()
        if (!protocols?.length) return any
        return (
          <Items>
            {protocols.map((p, i) => (
              <Chip key={i}>{protocolLabel(p)}</Chip>
            ))}
          </Items>
        )
      },
    }),
    col.accessor('targets', {
      header: 'Targets',
      cell: (info) => {
        const targets = info.getValue()
        if (!targets.length) return <span className="text-ink-faint">None</span>
        return (
          <Items>
            {targets.map((t, i) => (
              <HostChip key={i} host={t} />
            ))}
          </Items>
        )
      },
    }),
    col.accessor('filters.hosts', {
      header: 'Host filters',
      cell: (info) => {
        const hosts = info.getValue()
        if (!hosts?.length) return any
        return (
          <Items>
            {hosts.map((h, i) => (
              <HostChip key={i} host={h} />
            ))}
          </Items>
        )
      },
    }),
    col.accessor('filters.ports', {
      header: 'Ports',
      cell: (info) => {
        const ports = info.getValue()
        if (!ports?.length) return any
        // each port or range stays whole; the list wraps between them
        return (
          <span className="font-mono text-[13px]">
            {ports.map((p, i) => (
              <Fragment key={p}>
                <span className="whitespace-nowrap">{p}</span>
                {i < ports.length - 1 && ', '}
              </Fragment>
            ))}
          </span>
        )
      },
    }),
    col.accessor('status', {
      header: 'Status',
      cell: (info) => <Badge color={info.getValue() === 'enabled' ? 'accent' : 'neutral'}>{info.getValue()}</Badge>,
    }),
    actionsColumn(
      col,
      (r) => `Actions for rule ${r.name}`,
      (r) => [
        { label: 'Edit', onSelect: () => navigate(`${base}/firewall-rules/${r.name}/edit`) },
        { label: 'Clone', onSelect: () => navigate(`${base}/firewall-rules-new/${r.name}`) },
        { label: 'Delete', danger: true, onSelect: () => deleteRule(project, vpc, r) },
      ],
    ),
  ]
  const table = useTable({ data: rules, columns, getRowId: (r) => r.id })
  const newLink = (
    <Link to={`${base}/firewall-rules-new`} className={buttonClass('primary')}>
      New rule
    </Link>
  )

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
        <p className="text-ink-muted">
          Which traffic reaches and leaves this VPC's instances. <DocsLink topic="firewallRules" />
        </p>
        {newLink}
      </div>
      {rules.length === 0 ? (
        <EmptyState title="No firewall rules" body="This VPC has no firewall rules yet." action={newLink} />
      ) : (
        <Table table={table} label="Firewall rules" />
      )}
      <Outlet />
    </>
  )
}
