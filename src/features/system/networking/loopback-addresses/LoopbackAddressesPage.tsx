import { createColumnHelper } from '@tanstack/react-table'
import type { LoopbackAddress } from '~/api/__generated__/Api'
import { mono, quiet, rawId } from '~/table/cells'
import { ListPage } from '~/table/ListPage'
import { CHANGE_NETWORK } from '../adminControls'
import { blockRange } from '../address-lots/blocks'
import { useFleetRefusal } from '~/features/access/permissions'
import { netPb } from '../paths'
import { loopbackList } from './lists'
import { deleteLoopback } from './loopbackActions'
import { useLotBlocks, type LotBlock } from '../address-lots/lotBlocks'

const col = createColumnHelper<LoopbackAddress>()

/** The lot and block an address was taken from, by name rather than the block's id. */
function lotBlockCell(found: LotBlock | undefined, blockId: string) {
  if (!found) return rawId(blockId)
  return (
    <span className="flex flex-col">
      <span>{found.lot.name}</span>
      <span className="font-mono text-[12px] text-ink-muted">{blockRange(found.block)}</span>
    </span>
  )
}

/** The columns, with each block found among every lot's (read once for the page, not per row). */
function useColumns() {
  const blocks = useLotBlocks()
  const byId = new Map(blocks.map((b) => [b.block.id, b]))
  return [
    col.accessor('address', { header: 'Address', cell: (i) => mono(i.getValue()) }),
    col.accessor('switchLocation', { header: 'Switch' }),
    col.accessor('rackId', { header: 'Rack', cell: (i) => rawId(i.getValue()) }),
    col.accessor('addressLotBlockId', {
      header: 'Address lot block',
      cell: (i) => (i.getValue() ? lotBlockCell(byId.get(i.getValue()), i.getValue()) : quiet('—')),
    }),
  ]
}

/** The addresses configured on the switches themselves, not on a port: what BGP peers from. */
export function LoopbackAddressesPage() {
  const refusal = useFleetRefusal(CHANGE_NETWORK)
  const columns = useColumns()
  return (
    <ListPage
      title="Loopback addresses"
      intro="Addresses of a switch that belong to no port, so they stay reachable while any uplink is: the switches peer BGP from them. Each comes from a block of an address lot. (The API does not report whether an address is anycast.)"
      list={loopbackList}
      rowName={(row) => `${row.address} on ${row.switchLocation}`}
      columns={columns}
      remove={deleteLoopback}
      empty={{ title: 'No loopback addresses', body: 'Add an address from an address lot to a switch.' }}
      create={{ to: netPb.loopbackAddressesNew(), label: 'New loopback address' }}
      refusal={refusal}
    />
  )
}
