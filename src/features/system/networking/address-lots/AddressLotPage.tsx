import { createColumnHelper } from '@tanstack/react-table'
import { data, useNavigate, type LoaderFunctionArgs } from 'react-router'
import type { AddressLot, AddressLotBlock } from '~/api/__generated__/Api'
import { queryClient, usePrefetchedQuery } from '~/api/client'
import { routeParams, useRouteParams, type RouteParams } from '~/params'
import { mono, rawId } from '~/table/cells'
import { defineList } from '~/table/list'
import { ListSection } from '~/table/ListSection'
import { Badge } from '~/ui/Badge'
import { CopyableId } from '~/ui/CopyableId'
import { ResourceHeader } from '~/ui/ResourceHeader'
import { Timestamp } from '~/ui/Timestamp'
import { useFleetRefusal } from '~/features/access/permissions'
import { CHANGE_NETWORK } from '../adminControls'
import { netPb } from '../paths'
import { countText } from './blocks'
import { deleteLot, KIND_HELP, KIND_TEXT } from './lotActions'
import { allLotsQuery } from './queries'

const blockList = defineList({
  noun: 'block',
  operation: 'networkingAddressLotBlockList',
  params: ({ addressLot }) => ({ path: { addressLot } }),
})

/** The lot the path names, by name or id; the API has no call that reads one lot. */
const lotNamed = (lots: AddressLot[], { addressLot }: Pick<RouteParams, 'addressLot'>) =>
  lots.find((l) => l.name === addressLot || l.id === addressLot)

export async function addressLotLoader(args: LoaderFunctionArgs) {
  const [lots] = await Promise.all([queryClient.ensureQueryData(allLotsQuery), blockList.loader(args)])
  if (!lotNamed(lots.items, routeParams(args.params))) throw data(null, { status: 404 })
  return null
}

const col = createColumnHelper<AddressLotBlock>()
const columns = [
  col.accessor('firstAddress', { header: 'First address', cell: (i) => mono(i.getValue()) }),
  col.accessor('lastAddress', { header: 'Last address', cell: (i) => mono(i.getValue()) }),
  col.display({ id: 'size', header: 'Size', cell: ({ row }) => countText(row.original) }),
  col.accessor('id', { header: 'ID', cell: (i) => rawId(i.getValue()) }),
]

/** One lot: what it is for, and its blocks of addresses. */
export function AddressLotPage() {
  const p = useRouteParams()
  const navigate = useNavigate()
  const refusal = useFleetRefusal(CHANGE_NETWORK)
  const lot = lotNamed(usePrefetchedQuery(allLotsQuery).data.items, p)
  // deleted from under the page (here or elsewhere): the list says it is gone
  if (!lot) return null
  return (
    <>
      <ResourceHeader
        kind="Address lot"
        resource={lot}
        remove={{ label: 'Delete address lot', onClick: () => deleteLot(lot, () => navigate(netPb.addressLots())) }}
        refusal={refusal}
        properties={[
          [
            'Kind',
            <span className="flex items-center gap-2">
              <Badge color={lot.kind === 'infra' ? 'info' : 'neutral'}>{KIND_TEXT[lot.kind]}</Badge>
              <span className="text-ink-muted">{KIND_HELP[lot.kind]}</span>
            </span>,
          ],
          ['Created', <Timestamp date={lot.timeCreated} />],
          ['Modified', <Timestamp date={lot.timeModified} />],
          ['ID', <CopyableId id={lot.id} label="Copy address lot ID" />],
        ]}
      />
      <ListSection
        title="Blocks"
        list={blockList}
        columns={columns}
        empty={{ title: 'No blocks', body: 'This lot has no addresses.' }}
      />
    </>
  )
}
