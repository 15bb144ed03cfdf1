import { createColumnHelper } from '@tanstack/react-table'
import { Outlet, useNavigate } from 'react-router'
import type { BgpAnnounceSet } from '~/api/__generated__/Api'
import { usePrefetchedQuery } from '~/api/client'
import { loadQueries } from '~/routing'
import { mono, quiet } from '~/table/cells'
import { actionsColumn, createdColumn, descriptionColumn, nameColumn } from '~/table/columns'
import { useOverList } from '~/table/overList'
import { RowQueryCell } from '~/table/rowQuery'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { Table, useTable } from '~/ui/Table'
import { CHANGE_NETWORK } from '../adminControls'
import { guardedItem } from '~/ui/Menu'
import { useFleetRefusal } from '~/features/access/permissions'
import { netPb } from '../paths'
import { deleteAnnounceSet } from './bgpActions'
import { CreateOrRefused } from './CreateOrRefused'
import { announcementsQuery, announceSetsQuery } from './queries'

export const announceSetsLoader = loadQueries(() => [announceSetsQuery])

/** The networks a set announces, listed in the row once seen: what an operator looks for in a set. */
const AnnouncedNetworks = ({ set }: { set: string }) => (
  <RowQueryCell query={announcementsQuery(set)} pending={quiet('…')} failed={quiet('Could not load')}>
    {(announced) =>
      announced.length === 0 ? (
        quiet('None')
      ) : (
        <span className="flex flex-col">{announced.map((a) => mono(a.network))}</span>
      )
    }
  </RowQueryCell>
)

const col = createColumnHelper<BgpAnnounceSet>()

/**
 * The announce sets: the networks a BGP config has the switches announce. The API answers
 * the whole list at once (no pages), so this is a table over that answer, not a paged list.
 */
export function AnnounceSetsPage() {
  const navigate = useNavigate()
  const over = useOverList()
  const refusal = useFleetRefusal(CHANGE_NETWORK)
  const { data: sets } = usePrefetchedQuery(announceSetsQuery)
  const columns = [
    nameColumn(col, (set) => netPb.announceSet({ announceSet: set.name })),
    col.display({
      id: 'networks',
      header: 'Networks',
      cell: ({ row }) => <AnnouncedNetworks set={row.original.name} />,
    }),
    descriptionColumn(col),
    createdColumn(col),
    actionsColumn(
      col,
      (set) => `Actions for announce set ${set.name}`,
      (set) => [
        guardedItem(refusal, {
          label: 'Edit',
          onSelect: () => navigate(over(netPb.announceSetEdit({ announceSet: set.name }))),
        }),
        guardedItem(refusal, { label: 'Delete', danger: true, onSelect: () => deleteAnnounceSet(set) }),
      ],
    ),
  ]
  const table = useTable({ data: sets, columns, getRowId: (s) => s.id })
  const create = { to: netPb.announceSetsNew(), label: 'New announce set' }
  return (
    <>
      <PageHeader
        title="Announce sets"
        description="The networks the switches announce to their BGP peers, each drawn from a block of an address lot."
        actions={<CreateOrRefused refusal={refusal} {...create} />}
      />
      {sets.length ? (
        <Table table={table} label="Announce sets" />
      ) : (
        <EmptyState
          title="No announce sets"
          body="Create a set with the networks the rack announces; a BGP config then names it."
          action={<CreateOrRefused refusal={refusal} {...create} variant="secondary" />}
        />
      )}
      <Outlet />
    </>
  )
}
