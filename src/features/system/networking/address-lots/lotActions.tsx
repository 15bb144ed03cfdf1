import { apiCall } from '~/api/apiCall'
import type { AddressLot } from '~/api/__generated__/Api'
import { confirmDelete } from '~/actions'

/** Deletes a lot and its blocks; the API refuses while a switch uses one of its addresses, and says so. */
export function deleteLot(lot: AddressLot, onDone?: () => void) {
  confirmDelete({
    kind: 'address lot',
    name: lot.name,
    consequence:
      'Its blocks go with it. A lot whose addresses are configured on a switch (a loopback address, an uplink) cannot be deleted.',
    call: apiCall('networkingAddressLotDelete', { path: { addressLot: lot.name } }),
    refresh: ['networkingAddressLotList', 'networkingAddressLotBlockList'],
    onDone,
  })
}

export const KIND_TEXT: Record<AddressLot['kind'], string> = {
  infra: 'Infrastructure',
  pool: 'IP pool',
}

export const KIND_HELP: Record<AddressLot['kind'], string> = {
  infra: 'Addresses of the rack’s switches: uplinks, BGP peering, loopback addresses',
  pool: 'Addresses held for IP pools, which silos draw external addresses from',
}
