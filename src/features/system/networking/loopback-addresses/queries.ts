// What the loopback address screens read besides the list: the lots and their blocks (to
// name the block an address came from, and to check an address against its lot), the racks.
import { useQueries, useQuery } from '@tanstack/react-query'
import type { AddressLot, AddressLotBlock } from '~/api/__generated__/Api'
import { apiqAll } from '~/api/queries'
import { allLotsQuery, lotBlocksQuery } from '../address-lots/queries'

export const racksQuery = apiqAll('rackList', {})

export type LotBlock = AddressLotBlock & { lot: AddressLot }

/** Every block of every lot, each with its lot; empty until they have loaded. */
export function useAllBlocks(): LotBlock[] {
  const lots = useQuery(allLotsQuery).data?.items ?? []
  return useQueries({
    queries: lots.map((lot) => lotBlocksQuery(lot.name)),
    combine: (results) => results.flatMap((r, i) => (r.data?.items ?? []).map((b) => ({ ...b, lot: lots[i] }))),
  })
}
