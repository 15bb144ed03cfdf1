import { useWholeList } from '~/api/useWholeList'
import { createColumnHelper } from '@tanstack/react-table'
import type { IpPoolSiloLink } from '~/api/__generated__/Api'
import { queryClient } from '~/api/client'
import { loadTogether, reading } from '~/routing'
import { defineList } from '~/table/list'
import { ListPage } from '~/table/ListPage'
import { Badge } from '~/ui/Badge'
import { GuardedButton } from '~/ui/GuardedButton'
import { useFleetRefusal } from '~/features/access/permissions'
import { LinkSiloModal } from './LinkSiloModal'
import { makeDefault, unlinkSilo } from './poolActions'
import { allSilosQuery } from './queries'

const silosList = defineList({
  noun: 'silo link',
  operation: 'ipPoolSiloList',
  params: ({ pool }) => ({ path: { pool } }),
  pageKey: 'silos',
})

/** The tab's links, and the silos' names: those only make the rows readable (without them the ids show). */
export const silosTabLoader = loadTogether(
  silosList.loader,
  reading(
    () => queryClient.prefetchQuery(allSilosQuery).then(() => null),
    () => [allSilosQuery],
  ),
)

const col = createColumnHelper<IpPoolSiloLink>()

/** The silos whose users may draw addresses from the pool, and which of them default to it. */
export function SilosTab({ pool }: { pool: string }) {
  // names for every silo linked, past the first 1,000 too (the loader read those)
  const silos = useWholeList('siloList', {}).items ?? []
  const refusal = useFleetRefusal('link and unlink silos')
  const nameOf = (id: string) => silos.find((s) => s.id === id)?.name ?? id
  const columns = [
    col.accessor((l) => nameOf(l.siloId), {
      id: 'silo',
      header: 'Silo',
      cell: (i) => <span className="font-medium">{i.getValue()}</span>,
    }),
    col.accessor('isDefault', {
      header: 'Default',
      cell: (i) => (i.getValue() ? <Badge color="accent">Default</Badge> : <span className="text-ink-muted">No</span>),
    }),
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row: { original: link } }) => {
        const silo = nameOf(link.siloId)
        return (
          <div className="flex justify-end gap-2">
            {!link.isDefault && (
              <GuardedButton
                size="sm"
                reason={refusal}
                label={`Make default for ${silo}`}
                onClick={() => void makeDefault(pool, silo, link)}
              >
                Make default
              </GuardedButton>
            )}
            <GuardedButton size="sm" reason={refusal} label={`Unlink ${silo}`} onClick={() => unlinkSilo(pool, silo)}>
              Unlink
            </GuardedButton>
          </div>
        )
      },
    }),
  ]
  return (
    <ListPage
      layout="tab"
      outlet={false}
      title="Linked silos"
      intro="Users of a linked silo may draw addresses from this pool; a silo's default pool is used when they name none."
      list={silosList}
      columns={columns}
      empty={{ title: 'No linked silos', body: 'Link a silo so its users can use this pool.' }}
      create={{ label: 'Link silo', dialog: (close) => <LinkSiloModal pool={pool} onDismiss={close} /> }}
      refusal={refusal}
    />
  )
}
