import type { AffinityPolicy } from '~/api/__generated__/Api'
import { quiet } from '~/table/cells'
import { RowQueryCell } from '~/table/rowQuery'
import type { GroupKind, GroupRef } from './kinds'

const POLICY_LABELS: Record<AffinityPolicy, string> = { allow: 'Allow', fail: 'Fail' }

export const policyLabel = (policy: AffinityPolicy) => POLICY_LABELS[policy]

/** The policy, with what it decides beside it (SPEC section 3). */
export function PolicyWithHelp({ kind, policy }: { kind: GroupKind; policy: AffinityPolicy }) {
  return (
    <span>
      <span className="font-medium">{POLICY_LABELS[policy]}</span>
      <span className="block text-[13px] text-ink-muted">{kind.policyHelp}</span>
    </span>
  )
}

/** How many instances the group holds; the list answer does not say, so each row asks once seen. */
export const MemberCount = ({ kind, group }: { kind: GroupKind; group: GroupRef }) => (
  <RowQueryCell query={kind.membersQuery(group)} pending={quiet('…')} failed={quiet('Unknown')}>
    {(members) => members.items.length}
  </RowQueryCell>
)

export const failureDomainLabel = (domain: string) => (domain === 'sled' ? 'Sled' : domain)
