import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import type { SwitchBgpHistory } from '~/api/__generated__/Api'
import { quiet } from '~/table/cells'
import { Badge } from '~/ui/Badge'
import { EmptyState } from '~/ui/EmptyState'
import { PageSection } from '~/ui/PageSection'
import { Table, useTable } from '~/ui/Table'
import { Timestamp } from '~/ui/Timestamp'
import { asnPage } from './asn'
import { messageRows, type MessageRow } from './history'
import { messageHistoryQuery } from './queries'
import { useLocalPages } from '~/table/localPages'

const col = createColumnHelper<MessageRow>()
const columns = [
  col.accessor('time', {
    header: 'Time',
    cell: (i) => {
      const date = new Date(i.getValue())
      return Number.isNaN(date.getTime()) ? (
        quiet(i.getValue())
      ) : (
        // keepalives come every few seconds: the time shows them
        <Timestamp date={date} withSeconds />
      )
    },
  }),
  col.accessor('direction', {
    header: 'Direction',
    cell: (i) => <Badge color={i.getValue() === 'Sent' ? 'neutral' : 'info'}>{i.getValue()}</Badge>,
  }),
  col.accessor('type', { header: 'Message' }),
  col.accessor('summary', { header: 'Details', cell: (i) => <span className="text-ink-muted">{i.getValue()}</span> }),
]

function PeerMessages({ switchName, peer, history }: { switchName: string; peer: string; history: unknown }) {
  const rows = messageRows(history)
  // a page may show several peers' messages, each paged on its own
  const label = `Messages between ${switchName} and ${peer}`
  const { shown, pager } = useLocalPages(rows, label, `${switchName}-${peer}`)
  const table = useTable({ data: shown, columns, getRowId: (r) => `${r.time}-${r.direction}-${r.type}` })
  return (
    <PageSection title={`Peer ${peer}`} className="mt-4">
      {rows.length ? (
        <>
          <Table table={table} label={label} />
          {pager}
        </>
      ) : (
        <p className="mt-2 text-ink-muted">No messages: the peer has never answered.</p>
      )}
    </PageSection>
  )
}

function SwitchHistory({ history }: { history: SwitchBgpHistory }) {
  const peers = Object.entries(history.history)
  return (
    <section aria-label={`Messages on ${history.switch}`} className="mt-8">
      <h2 className="text-xl font-semibold">{history.switch}</h2>
      {peers.map(([peer, messages]) => (
        <PeerMessages key={peer} switchName={history.switch} peer={peer} history={messages} />
      ))}
    </section>
  )
}

function History({ asn }: { asn: number }) {
  const { data } = useQuery(messageHistoryQuery(asn))
  const switches = data?.switchHistories ?? []
  if (switches.length === 0)
    return <EmptyState title="No message history" body={`No switch has BGP sessions for AS${asn}.`} />
  return switches.map((h) => <SwitchHistory key={h.switch} history={h} />)
}

/** The BGP messages each switch exchanged with its peers for one ASN, newest first. */
export const { loader: historyLoader, Page: HistoryPage } = asnPage({
  query: messageHistoryQuery,
  title: 'Message history',
  description:
    'The BGP messages each switch sent to and received from its peers (opens, updates, keepalives, notifications), newest first: where a session went down and why.',
  Body: History,
})
