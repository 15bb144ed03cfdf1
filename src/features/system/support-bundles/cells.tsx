// How a bundle's state reads: a badge, and while it is being collected, that it is under way.
import type { SupportBundleInfo, SupportBundleState } from '~/api/__generated__/Api'
import { Badge, type BadgeColor } from '~/ui/Badge'
import { Spinner } from '~/ui/Spinner'

const colors: Record<SupportBundleState, BadgeColor> = {
  collecting: 'info',
  active: 'accent',
  destroying: 'neutral',
  failed: 'danger',
}

export function BundleState({ bundle }: { bundle: Pick<SupportBundleInfo, 'state'> }) {
  const { state } = bundle
  return (
    <span className="inline-flex items-center gap-2">
      <Badge color={colors[state]}>{state}</Badge>
      {state === 'collecting' && <Spinner label="Collecting" />}
    </span>
  )
}

/** The name a downloaded bundle is saved under. */
export const bundleFileName = (bundleId: string) => `support-bundle-${bundleId}.zip`
