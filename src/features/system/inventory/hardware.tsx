// How the inventory shows a sled's and a drive's policy and state, and the one change an
// operator makes to a sled here: whether new instances may be placed on it.
import { apiCall } from '~/api/apiCall'
import type { PhysicalDisk, Sled, SledProvisionPolicy } from '~/api/__generated__/Api'
import { confirmThenRun, strong } from '~/actions'
import { Badge } from '~/ui/Badge'
import type { MenuItem } from '~/ui/Menu'

const policyLabels: Record<SledProvisionPolicy, string> = {
  provisionable: 'Provisionable',
  non_provisionable: 'Not provisionable',
}

/** A sled's policy as an operator reads it: provisionable, not provisionable, or expunged. */
export function SledPolicyBadge({ policy }: { policy: Sled['policy'] }) {
  if (policy.kind === 'expunged') return <Badge color="danger">Expunged</Badge>
  const { provisionPolicy } = policy
  return <Badge color={provisionPolicy === 'provisionable' ? 'accent' : 'warn'}>{policyLabels[provisionPolicy]}</Badge>
}

/** A drive's policy: in service or expunged. */
export function DiskPolicyBadge({ policy }: { policy: PhysicalDisk['policy'] }) {
  return policy.kind === 'expunged' ? <Badge color="danger">Expunged</Badge> : <Badge color="accent">In service</Badge>
}

/** Active, or decommissioned for good (sleds and drives alike). */
export function HardwareStateBadge({ state }: { state: 'active' | 'decommissioned' }) {
  return <Badge color={state === 'active' ? 'accent' : 'neutral'}>{state}</Badge>
}

/** The sled as an operator names it: by the serial on its baseboard. */
const sledLabel = (sled: Pick<Sled, 'baseboard'>) => `sled ${sled.baseboard.serial}`

// what each change means for the instances, said before it is made
const consequences: Record<SledProvisionPolicy, string> = {
  non_provisionable:
    'New instances will not be placed on it. Instances already running there stay until they are stopped or moved.',
  provisionable: 'New instances may be placed on it again.',
}

/**
 * The sled's one action: make it provisionable or not, with a confirm that says what that
 * means. An expunged sled has left service for good, so it has none to offer.
 */
export function sledActions(sled: Sled): MenuItem[] {
  const { policy } = sled
  if (policy.kind === 'expunged') {
    return [{ label: 'Change provision policy', disabledReason: 'This sled is expunged', onSelect: () => {} }]
  }
  const to: SledProvisionPolicy = policy.provisionPolicy === 'provisionable' ? 'non_provisionable' : 'provisionable'
  const label = to === 'provisionable' ? 'Make provisionable' : 'Make not provisionable'
  return [
    {
      label,
      onSelect: () =>
        confirmThenRun({
          title: label,
          content: (
            <>
              Make {strong(sledLabel(sled))} {policyLabels[to].toLowerCase()}? {consequences[to]}
            </>
          ),
          actionLabel: label,
          call: apiCall('sledSetProvisionPolicy', { path: { sledId: sled.id }, body: { state: to } }),
          success: `Sled is now ${policyLabels[to].toLowerCase()}`,
          failure: 'Could not change provision policy',
          subject: sledLabel(sled),
          refresh: ['sledList', 'sledView'],
        }),
    },
  ]
}
