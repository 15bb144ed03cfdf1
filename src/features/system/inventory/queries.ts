// What the inventory screens read besides their lists: the whole rack, for the summary above
// the tabs and for naming a disk's sled by its serial.
import { apiq } from '~/api/client'
import { apiqAll } from '~/api/queries'

export const racksQuery = apiqAll('rackList', {})
export const allSledsQuery = apiqAll('sledList', {})
export const uninitializedSledsQuery = apiqAll('sledListUninitialized', {})
export const switchesQuery = apiqAll('switchList', {})
export const sledQuery = (sledId: string) => apiq('sledView', { path: { sledId } })
