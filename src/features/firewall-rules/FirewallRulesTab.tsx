import { useProjectRefusal } from '~/features/access/permissions'
import { guardedItem } from '~/ui/Menu'
import { GuardedButton } from '~/ui/GuardedButton'
import { createColumnHelper } from '@tanstack/react-table'
import { Fragment, type ReactNode } from 'react'
import { Link, Outlet, useNavigate } from 'react-router'
import type { VpcFirewallRule } from '~/api/__generated__/Api'
import { usePrefetchedQuery } from '~/api/client'
import { confirmDelete } from '~/actions'
import { useRouteParams, type RouteParams } from '~/params'
import { pb } from '~/paths'
import { loadQueries } from '~/routing'
import { quiet } from '~/table/cells'
import { actionsColumn, nameColumn } from '~/table/columns'
import { useOverList } from '~/table/overList'
import { useLocalPages } from '~/table/localPages'
import { Badge } from '~/ui/Badge'
import { buttonClass } from '~/ui/Button'
import { DocsLink } from '~/ui/DocsLink'
import { EmptyState } from '~/ui/EmptyState'
import { Table, useTable } from '~/ui/Table'
import { Chip, HostText } from './HostChip'
import { ruleTargetsImpact } from './impact'
import { rulesCalls, rulesQuery, saveRules } from './queries'
import { byPriorityThenName, protocolLabel, withRuleRemoved } from './rules'

export const firewallRulesLoader = loadQueries((p) => [rulesQuery(p)])

type Vpc = Pick<RouteParams, 'project' | 'vpc'>

/** `shown` is the list as the page shows it, for the request the delete will send. */
function deleteRule(vpc: Vpc, rule: VpcFirewallRule, shown: VpcFirewallRule[]) {
  const change = (current: VpcFirewallRule[]) => withRuleRemoved(current, rule.name)
  confirmDelete({
    kind: 'firewall rule',
    name: rule.name,
    consequence: 'The other rules of this VPC stay as they are.',
    // saving puts the new list in the cache itself
    call: () => saveRules(vpc, change),
    shows: rulesCalls(vpc, change, shown),
    impact: ruleTargetsImpact(vpc, rule, 'delete'),
  })
}

/** A cell's list of short items as chips that wrap within it; `none` when it has none. */
function chips<T>(items: T[] | null | undefined, none: string, chip: (item: T) => ReactNode) {
  if (!items?.length) return quiet(none)
  return (
    <div className="flex flex-wrap gap-1">
      {items.map((item, i) => (
        <Chip key={i}>{chip(item)}</Chip>
      ))}
    </div>
  )
}

/** Each port or range stays whole; the list wraps between them. */
function ports(list: string[] | null | undefined) {
  if (!list?.length) return quiet('Any')
  return (
    <span className="font-mono text-[13px]">
      {list.map((p, i) => (
        <Fragment key={p}>
          <span className="whitespace-nowrap">{p}</span>
          {i < list.length - 1 && ', '}
        </Fragment>
      ))}
    </span>
  )
}

const col = createColumnHelper<VpcFirewallRule>()
const hostText = (host: VpcFirewallRule['targets'][number]) => <HostText host={host} />

/**
 * The VPC's rules: the API reads and writes them as one list (up to 1,024), which the table
 * shows a page at a time, in the order they apply. The forms open over it.
 */
export function FirewallRulesTab() {
  const p = useRouteParams()
  const vpc = { project: p.project, vpc: p.vpc }
  const navigate = useNavigate()
  const over = useOverList()
  const { data } = usePrefetchedQuery(rulesQuery(vpc))
  const rules = [...data.rules].sort(byPriorityThenName)
  const rule = (r: VpcFirewallRule) => ({ ...vpc, rule: r.name })
  const refusal = useProjectRefusal(p.project, 'create, change and delete firewall rules')

  const columns = [
    col.accessor('priority', {
      header: 'Priority',
      cell: (info) => <span className="font-mono">{info.getValue()}</span>,
    }),
    nameColumn(col),
    col.accessor('action', {
      header: 'Action',
      cell: (info) => <Badge color={info.getValue() === 'allow' ? 'accent' : 'danger'}>{info.getValue()}</Badge>,
    }),
    col.accessor('direction', { header: 'Direction' }),
    col.accessor('filters.protocols', {
      header: 'Protocols',
      cell: (info) => chips(info.getValue(), 'Any', protocolLabel),
    }),
    col.accessor('targets', { header: 'Targets', cell: (info) => chips(info.getValue(), 'None', hostText) }),
    col.accessor('filters.hosts', { header: 'Host filters', cell: (info) => chips(info.getValue(), 'Any', hostText) }),
    col.accessor('filters.ports', { header: 'Ports', cell: (info) => ports(info.getValue()) }),
    col.accessor('status', {
      header: 'Status',
      cell: (info) => <Badge color={info.getValue() === 'enabled' ? 'accent' : 'neutral'}>{info.getValue()}</Badge>,
    }),
    actionsColumn(
      col,
      (r) => `Actions for firewall rule ${r.name}`,
      (r) =>
        [
          { label: 'Edit', onSelect: () => navigate(over(pb.firewallRuleEdit(rule(r)))) },
          { label: 'Clone', onSelect: () => navigate(over(pb.firewallRuleClone(rule(r)))) },
          { label: 'Delete', danger: true, onSelect: () => deleteRule(vpc, r, data.rules) },
        ].map((item) => guardedItem(refusal, item)),
    ),
  ]
  const { shown, pager } = useLocalPages(rules, 'Firewall rules')
  const table = useTable({ data: shown, columns, getRowId: (r) => r.id })
  const newLink = (variant: 'primary' | 'secondary') =>
    refusal ? (
      <GuardedButton variant={variant} reason={refusal} onClick={() => {}}>
        New rule
      </GuardedButton>
    ) : (
      <Link to={over(pb.firewallRulesNew(vpc))} className={buttonClass(variant)}>
        New rule
      </Link>
    )

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
        <p className="text-ink-muted">
          Which traffic reaches and leaves this VPC's instances. <DocsLink topic="firewallRules" />
        </p>
        {newLink('primary')}
      </div>
      {rules.length === 0 ? (
        <EmptyState
          title="No firewall rules"
          body="This VPC has no firewall rules yet."
          action={newLink('secondary')}
        />
      ) : (
        <>
          <Table table={table} label="Firewall rules" />
          {pager}
        </>
      )}
      <Outlet />
    </>
  )
}
