import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import type { BgpPeerStatus } from '~/api/__generated__/Api'
import { usePrefetchedQuery } from '~/api/client'
import { loadQueries } from '~/routing'
import { mono, quiet } from '~/table/cells'
import { explainedState } from '../stateCell'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { Table, useTable } from '~/ui/Table'
import { PEER_STATE, uptimeText } from './peers'
import { exportedQuery, peerStatusQuery } from './queries'

/** Sessions change state as they come up and go down: the page asks again while it is open. */
const POLL_MS = 3000

export const statusLoader = loadQueries(
  () => [peerStatusQuery],
  () => [exportedQuery],
)

/** The networks announced to a peer; a session that is down carries none. */
function ExportedCell({ peer, exports }: { peer: BgpPeerStatus; exports: Record<string, string[]> | undefined }) {
  if (!exports) return quiet('…')
  const routes = exports[peer.addr] ?? []
  if (routes.length === 0) return quiet('None')
  return <span className="flex flex-col">{routes.map((r) => mono(r))}</span>
}

const col = createColumnHelper<BgpPeerStatus>()

/** Each BGP peer of the rack's switches: its session's state and since when, and the routes announced to it. */
export function StatusPage() {
  const { data: peers } = usePrefetchedQuery({ ...peerStatusQuery, refetchInterval: POLL_MS })
  const exported = useQuery({ ...exportedQuery, refetchInterval: POLL_MS })
  const columns = [
    col.accessor('switch', { header: 'Switch' }),
    col.accessor('addr', { header: 'Peer address', cell: (i) => mono(i.getValue()) }),
    col.accessor('remoteAsn', { header: 'Peer ASN', cell: (i) => mono(String(i.getValue())) }),
    col.accessor('localAsn', { header: 'Local ASN', cell: (i) => mono(String(i.getValue())) }),
    col.accessor('state', { header: 'State', cell: (i) => explainedState(PEER_STATE[i.getValue()]) }),
    col.accessor('stateDurationMillis', {
      header: 'Up or down for',
      cell: (i) => uptimeText(i.row.original.state, i.getValue()),
    }),
    col.display({
      id: 'exported',
      header: 'Exported routes',
      cell: ({ row }) =>
        exported.isError ? (
          quiet('Could not load')
        ) : (
          <ExportedCell peer={row.original} exports={exported.data?.exports} />
        ),
    }),
  ]
  const table = useTable({ data: peers, columns, getRowId: (p) => `${p.switch}-${p.addr}` })
  return (
    <>
      <PageHeader
        title="BGP peer status"
        description="The BGP sessions of the rack’s switches with their upstream routers, as the switches report them now; the page keeps them current while it is open."
      />
      {peers.length ? (
        <Table table={table} label="BGP peers" />
      ) : (
        <EmptyState title="No BGP peers" body="Peers are set in the BGP part of a switch port’s settings." />
      )}
    </>
  )
}
