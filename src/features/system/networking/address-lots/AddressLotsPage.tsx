import { createColumnHelper } from '@tanstack/react-table'
import type { AddressLot } from '~/api/__generated__/Api'
import { createdColumn, descriptionColumn, nameColumn } from '~/table/columns'
import { ListPage } from '~/table/ListPage'
import { Badge } from '~/ui/Badge'
import { CHANGE_NETWORK } from '../adminControls'
import { useFleetRefusal } from '~/features/access/permissions'
import { netPb } from '../paths'
import { BlocksSummary } from './cells'
import { deleteLot, KIND_TEXT } from './lotActions'
import { lotList } from './lists'

const col = createColumnHelper<AddressLot>()

const columns = [
  nameColumn(col, (lot) => netPb.addressLot({ addressLot: lot.name })),
  descriptionColumn(col),
  col.accessor('kind', {
    header: 'Kind',
    cell: (i) => <Badge color={i.getValue() === 'infra' ? 'info' : 'neutral'}>{KIND_TEXT[i.getValue()]}</Badge>,
  }),
  col.display({ id: 'blocks', header: 'Blocks', cell: ({ row }) => <BlocksSummary lot={row.original.name} /> }),
  createdColumn(col),
]

/** The rack's address lots: the ranges its switches' addresses and its IP pools' addresses come from. */
export function AddressLotsPage() {
  const refusal = useFleetRefusal(CHANGE_NETWORK)
  return (
    <ListPage
      title="Address lots"
      intro="Ranges of addresses set aside for the rack: infrastructure lots give the switches their uplink and loopback addresses, pool lots are held for IP pools."
      list={lotList}
      columns={columns}
      remove={deleteLot}
      empty={{ title: 'No address lots', body: 'Create a lot with the blocks of addresses the switches will use.' }}
      create={{ to: netPb.addressLotsNew(), label: 'New address lot' }}
      refusal={refusal}
    />
  )
}
