// For the pages that name users' groups (./memberships.ts): the users list, a group's members,
// a user's page and effective access.
import { BACKGROUND_IN_FLIGHT_IDLE } from '~/api/background'
import { groupedCount } from '~/util/numbers'
import type { Memberships } from './memberships'

/**
 * How far the reads that find users' groups have got, while more groups are left than are read
 * at once: a silo of 300 groups takes ~20 s with the mock's delay, its rows' "…" meanwhile. A
 * live region from the start, empty otherwise, so that a screen reader hears it change.
 */
export function MembershipsProgress({ memberships: { groups, read, status } }: { memberships: Memberships }) {
  const shown = status === 'pending' && groups.length > BACKGROUND_IN_FLIGHT_IDLE
  return (
    <span role="status" className="block text-ink-muted">
      {shown &&
        `Users’ groups are found by reading each group’s members: ${groupedCount(read)} of ${groupedCount(groups.length)} groups read`}
    </span>
  )
}
