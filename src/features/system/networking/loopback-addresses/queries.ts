// What the loopback address screens read besides the list and the lots' blocks
// (../address-lots/lotBlocks): the racks.
import { apiqAll } from '~/api/queries'

export const racksQuery = apiqAll('rackList', {})
