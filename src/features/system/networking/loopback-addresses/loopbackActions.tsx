import { apiCall } from '~/api/apiCall'
import type { LoopbackAddress } from '~/api/__generated__/Api'
import { confirmDelete } from '~/actions'

/** The API names a loopback address by its rack, switch, address and mask, not by its id. */
export function deleteLoopback(row: LoopbackAddress) {
  const [address, mask] = row.address.split('/')
  confirmDelete({
    kind: 'loopback address',
    name: `${row.address} on ${row.switchLocation}`,
    consequence:
      'The switch stops answering on it: BGP sessions that peer from this address go down, and its block’s lot can then be deleted.',
    call: apiCall('networkingLoopbackAddressDelete', {
      path: { rackId: row.rackId, switchLocation: row.switchLocation, address, subnetMask: Number(mask) },
    }),
    refresh: ['networkingLoopbackAddressList'],
  })
}
