// Every block of every lot, each with its lot: what a BGP announcement is drawn from (the API
// takes the lot's name with it and records the block that holds its network, so each choice
// keeps both), and what names the block a loopback address came from.
import { useQueries, useQuery } from '@tanstack/react-query'
import type { AddressLot, AddressLotBlock } from '~/api/__generated__/Api'
import { queryClient } from '~/api/client'
import { blockRange } from './blocks'
import { allLotsQuery, lotBlocksQuery } from './queries'

export type LotBlock = { lot: AddressLot; block: AddressLotBlock }

/** For a loader: the lots and all their blocks, so the form's picker is whole when it opens. */
export async function loadLotBlocks() {
  const lots = await queryClient.ensureQueryData(allLotsQuery)
  await Promise.all(lots.items.map((lot) => queryClient.ensureQueryData(lotBlocksQuery(lot.name))))
}

/** Every block of every lot, lot by lot; empty until they have arrived. */
export function useLotBlocks(): LotBlock[] {
  const lots = useQuery(allLotsQuery).data?.items ?? []
  const blocks = useQueries({ queries: lots.map((lot) => lotBlocksQuery(lot.name)) })
  return lots.flatMap((lot, i) => (blocks[i]?.data?.items ?? []).map((block) => ({ lot, block })))
}

/** How a block reads in a picker or a table: its lot, then its range. */
export const lotBlockText = ({ lot, block }: LotBlock) => `${lot.name}: ${blockRange(block)}`
