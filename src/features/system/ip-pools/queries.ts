// Queries only the IP pool screens read, each defined once so loaders and components share
// cache keys.
import { apiq } from '~/api/client'
import { apiqAll } from '~/api/queries'
import type { RouteParams } from '~/params'

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
