import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import type { Group, Silo } from '~/api/__generated__/Api'
import { meQuery } from '~/api/queries'
import { groupsQuery } from '~/api/everyPage'
import { CopyableId } from '~/ui/CopyableId'
import { Table, useTable } from '~/ui/Table'
import { useLocalPages } from '~/table/localPages'

const col = createColumnHelper<Group>()
const columns = [
  col.accessor('displayName', { header: 'Name', cell: (i) => <span className="font-medium">{i.getValue()}</span> }),
  col.accessor('id', { header: 'ID', cell: (i) => <CopyableId id={i.getValue()} label="Copy group ID" /> }),
]

/**
 * The silo's groups. The API lists groups only to members of the same silo (there is no
 * operator's list of another silo's groups), so they show on the operator's own silo only.
 */
export function SiloGroups({ silo }: { silo: Silo }) {
  const me = useQuery(meQuery).data
  const own = me?.siloId === silo.id
  const groups = useQuery({ ...groupsQuery, enabled: own })
  const { shown, pager } = useLocalPages(groups.data?.items ?? [], 'Groups', 'groups')
  const table = useTable({ data: shown, columns, getRowId: (g) => g.id })
  return (
    <section className="mt-8">
      <h2 className="text-lg font-semibold">Groups</h2>
      {!own ? (
        <p className="mt-1 text-ink-muted">
          The API lists a silo’s groups only to its own members: sign in to this silo to see them.
        </p>
      ) : groups.isError ? (
        <p className="mt-1 text-danger">Could not load the groups: {groups.error.message}</p>
      ) : (
        <div className="mt-3">
          <Table table={table} label="Groups" busy={groups.isPending} />
          {pager}
        </div>
      )}
    </section>
  )
}
