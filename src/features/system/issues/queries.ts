// What the issues screen reads besides the lists other system screens share.
import { apiqAll } from '~/api/queries'

/**
 * One sled's drives, every one of them: the fleet-wide list leaves out drives that have left
 * service (as the real API does), which are just the ones an operator must look at.
 */
export const sledDisksQuery = (sledId: string) => apiqAll('sledPhysicalDiskList', { path: { sledId } })
export const ipPoolsQuery = apiqAll('ipPoolList', {})
/** The instances running on one sled, in any silo: where failed ones are found fleet-wide. */
export const sledInstancesQuery = (sledId: string) => apiqAll('sledInstanceList', { path: { sledId } })
