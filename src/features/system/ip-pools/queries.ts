// Queries only the IP pool screens read, each defined once so loaders and components share
// cache keys.
import { apiq } from '~/api/client'
import { apiqAll } from '~/api/queries'
import type { RouteParams } from '~/params'

export const poolQuery = ({ pool }: Pick<RouteParams, 'pool'>) => apiq('ipPoolView', { path: { pool } })

export const poolUtilizationQuery = (pool: string) => apiq('ipPoolUtilizationView', { path: { pool } })

/** Every silo, to name the silos a pool is linked to and offer the others. */
export const allSilosQuery = apiqAll('siloList', {})

/** The pools linked to one silo: who its default is, before another pool takes that over. */
export const siloPoolsOfQuery = (silo: string) => apiqAll('siloIpPoolList', { path: { silo } })

export const servicePoolQuery = apiq('ipPoolServiceView', {})
