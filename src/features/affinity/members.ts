// Which of the project's instances may join a group: only stopped ones, as placement is
// decided when an instance starts (SPEC section 4).
import type { Instance } from '~/api/__generated__/Api'
import { instanceCan } from '~/api/capabilities'
import type { Member } from './kinds'

export type Candidate = {
  name: string
  state: Instance['runState']
  /** why it cannot be added now; none when it can */
  unavailable?: string
}

/** Why an instance in this state cannot join a group now; undefined when it can. */
export const notAddable = (state: Instance['runState']) =>
  instanceCan('addToAffinityGroup', state) ? undefined : `The instance is ${state}; only stopped instances can be added`

/** The instances not yet in the group: those that can join first, then the rest with the reason. */
export function candidatesFor(instances: Instance[], members: Member[]): Candidate[] {
  const inGroup = new Set(members.map((m) => m.value.id))
  const candidates = instances
    .filter((i) => !inGroup.has(i.id))
    .map((i) => ({
      name: i.name,
      state: i.runState,
      unavailable: notAddable(i.runState),
    }))
  const rank = (c: Candidate) => (c.unavailable ? 1 : 0)
  return candidates.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name))
}
