// What the issues screen reads besides the lists other system screens share.
//
// Its reads of each sled and each pool, which no list call answers for many at once, go through
// the background queue (~/api/background), a few at a time. All at once, a rack's 15 sleds in
// service and its pools were 34 calls in flight, and over HTTP/1.1 a click on Silos while they
// were read waited behind them: 1.9 s, against 0.42 s from an idle page (production bundle, the
// Node mock's delay; 0.41 s now). Those not yet sent are dropped when the screen is left.
import { inBackground, readApart } from '~/api/background'
import { apiqAll } from '~/api/queries'
import { poolUtilizationQuery } from '~/features/system/ip-pools/queries'

/**
 * One sled's drives, every one of them: the fleet-wide list leaves out drives that have left
 * service (as the real API does), which are just the ones an operator must look at.
 */
export const sledDisksQuery = (sledId: string) => inBackground(apiqAll('sledPhysicalDiskList', { path: { sledId } }))
/** The instances running on one sled, in any silo: where failed ones are found fleet-wide. */
export const sledInstancesQuery = (sledId: string) => inBackground(apiqAll('sledInstanceList', { path: { sledId } }))
/** A pool's use, under a key apart from the pool page's own read of it (each seeded from the other). */
export const poolUseQuery = (pool: string) => readApart(poolUtilizationQuery(pool), true)
