import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { Link, Outlet, useNavigate } from 'react-router'
import type { BfdStatus } from '~/api/__generated__/Api'
import { loadQueries } from '~/routing'
import { actionsColumn } from '~/table/columns'
import { mono, quiet } from '~/table/cells'
import { useOverList } from '~/table/overList'
import { explainedState } from '../stateCell'
import { buttonClass } from '~/ui/Button'
import { EmptyState } from '~/ui/EmptyState'
import { GuardedButton } from '~/ui/GuardedButton'
import { PageHeader } from '~/ui/PageHeader'
import { PageSection } from '~/ui/PageSection'
import { Table, useTable } from '~/ui/Table'
import { CHANGE_NETWORK } from '../adminControls'
import { guardedItem } from '~/ui/Menu'
import { useFleetRefusal } from '~/features/access/permissions'
import { netPb } from '../paths'
import { SWITCHES } from '../switches'
import { bfdStatusQuery, intervalText, MODE, sessionKey, STATE, thresholdText } from './bfd'
import { disableSession } from './bfdActions'

export const bfdLoader = loadQueries(() => [bfdStatusQuery])

const col = createColumnHelper<BfdStatus>()

const columns = [
  col.accessor('peer', { header: 'Peer', cell: (i) => mono(i.getValue()) }),
  col.accessor('local', {
    header: 'Local address',
    cell: (i) => (i.getValue() ? mono(i.getValue()!) : quiet('Any address of the switch')),
  }),
  col.accessor('state', { header: 'State', cell: (i) => explainedState(STATE[i.getValue()]) }),
  col.accessor('mode', { header: 'Mode', cell: (i) => MODE[i.getValue()].text }),
  col.accessor('requiredRx', { header: 'Receive interval', cell: (i) => intervalText(i.row.original) }),
  col.accessor('detectionThreshold', {
    header: 'Down after',
    cell: (i) => thresholdText(i.row.original),
  }),
]

/** The sessions of one switch, as their own table. */
function SwitchSessions({ name, sessions, refusal }: { name: string; sessions: BfdStatus[]; refusal?: string }) {
  const navigate = useNavigate()
  const all = [
    ...columns,
    actionsColumn(
      col,
      (s) => `Actions for BFD session ${s.peer}`,
      (s) => [
        guardedItem(refusal, {
          label: 'Change parameters',
          onSelect: () =>
            navigate({
              pathname: netPb.bfdNew(),
              search: `?${new URLSearchParams({ switch: s.switch, peer: s.peer })}`,
            }),
        }),
        guardedItem(refusal, { label: 'Disable', danger: true, onSelect: () => disableSession(s) }),
      ],
    ),
  ]
  const table = useTable({ data: sessions, columns: all, getRowId: sessionKey })
  return (
    <PageSection title={name} className="mt-8">
      {sessions.length === 0 ? (
        <p className="text-ink-muted">No BFD sessions on {name}.</p>
      ) : (
        <Table table={table} label={`BFD sessions on ${name}`} />
      )}
    </PageSection>
  )
}

/**
 * Each switch's BFD sessions: fast failure detection towards the upstream routers. A new
 * session starts in `init`; the page asks again until its peer answers.
 */
export function BfdPage() {
  const refusal = useFleetRefusal(CHANGE_NETWORK)
  const over = useOverList()
  const { data: sessions = [] } = useQuery({
    ...bfdStatusQuery,
    refetchInterval: (q) => (q.state.data?.some((s) => s.state === 'init') ? 1000 : false),
  })
  const enable = refusal ? (
    <GuardedButton reason={refusal} onClick={() => {}}>
      Enable BFD session
    </GuardedButton>
  ) : (
    <Link to={over(netPb.bfdNew())} className={buttonClass('primary')}>
      Enable BFD session
    </Link>
  )
  // the two switches always; any other name the API reports, too
  const switches = [...new Set([...SWITCHES, ...sessions.map((s) => s.switch)])]
  return (
    <>
      <PageHeader
        title="BFD"
        description="Bidirectional forwarding detection: each switch exchanges packets with its upstream routers every few hundred milliseconds, so a failed link is noticed and routed around in under a second."
        actions={enable}
      />
      {sessions.length === 0 ? (
        <EmptyState title="No BFD sessions" body="Enable a session towards a peer router of a switch." />
      ) : (
        switches.map((name) => (
          <SwitchSessions
            key={name}
            name={name}
            sessions={sessions.filter((s) => s.switch === name)}
            refusal={refusal}
          />
        ))
      )}
      <Outlet />
    </>
  )
}
