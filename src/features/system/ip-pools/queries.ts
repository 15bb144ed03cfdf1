// The IP pools' queries, each defined once so loaders and components share cache keys: the
// pool screens', and a silo's pools tab's and the issues screen's, which read the same.
import { apiq } from '~/api/client'
import { apiqAll } from '~/api/queries'
import type { RouteParams } from '~/params'

/** The fleet's pools (first 1,000): a silo's tab offers them to link, the issues screen checks each. */
export const allPoolsQuery = apiqAll('ipPoolList', {})

export const poolQuery = ({ pool }: Pick<RouteParams, 'pool'>) => apiq('ipPoolView', { path: { pool } })

export const poolUtilizationQuery = (pool: string) => apiq('ipPoolUtilizationView', { path: { pool } })

/**
 * The fleet's first 1,000 silos, which name and offer them at once (a pool's links, the audit
 * log's actors); `silosQuery` (~/api/everyPage) goes on from it to the end.
 */
export const allSilosQuery = apiqAll('siloList', {})

/** The pools linked to one silo: who its default is, before another pool takes that over. */
export const siloPoolsOfQuery = (silo: string) => apiqAll('siloIpPoolList', { path: { silo } })

export const servicePoolQuery = apiq('ipPoolServiceView', {})
