// What unlinking an IP pool from a silo touches: the silo loses its default pool when this
// link is its default (read afresh: another operator may have changed the default). Without
// a default, an address asked for without naming a pool cannot be given in that silo.
import { readFresh } from '~/features/impact/read'
import type { ImpactLoader } from '~/impact'
import { sysPb } from '../paths'
import { siloPoolsOfQuery } from './queries'

export const unlinkImpact =
  (pool: string, silo: string): ImpactLoader =>
  async () => {
    const linked = await readFresh(siloPoolsOfQuery(silo))
    const link = linked.items.find((p) => p.name === pool || p.id === pool)
    const others = linked.items.filter((p) => p !== link).map((p) => p.name)
    return {
      groups: [
        {
          label: 'Loses its default pool',
          items: link?.isDefault ? [{ name: silo, to: sysPb.silo({ silo }, 'ip-pools') }] : [],
        },
      ],
      none: link
        ? `No silo loses its default: ${pool} is not the default pool of ${silo}.`
        : `${pool} is not linked to ${silo} now: unlinking changes nothing.`,
      note: link?.isDefault
        ? `Until another pool is made its default, addresses asked for without naming a pool cannot be given there. ${
            others.length ? `Pools still linked to it: ${others.join(', ')}.` : 'No other pool is linked to it.'
          }`
        : undefined,
    }
  }
