// Queries the address lot screens read (and the loopback address form, which picks a lot),
// each defined once so loaders and components share cache keys.
import { apiqAll } from '~/api/queries'
import { apiqEveryPage } from '~/api/everyPage'

/** Every lot: the API has no call for one lot, so its page finds it here by name or id. */
export const allLotsQuery = apiqEveryPage('networkingAddressLotList', {})

export const lotBlocksQuery = (addressLot: string) => apiqAll('networkingAddressLotBlockList', { path: { addressLot } })
