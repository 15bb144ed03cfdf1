// The change controls of the rack network's pages as a user who is not a fleet admin gets
// them: still there, disabled, with the reason (SPEC section 6), not hidden.
import { GuardedButton } from '~/ui/GuardedButton'
import type { MenuItem } from '~/ui/Menu'

/**
 * A list page's create control: the link to its form, or for a user who may not change the
 * network a disabled button saying why. Spread on `ListPage`.
 */
export function createOrRefused(refusal: string | undefined, create: { to: string; label: string }) {
  if (!refusal) return { create }
  return {
    action: (
      <GuardedButton reason={refusal} onClick={() => {}}>
        {create.label}
      </GuardedButton>
    ),
  }
}

/** A row action that the user's role may refuse; the reason wins over the item's own. */
export const guardedItem = (refusal: string | undefined, item: MenuItem): MenuItem =>
  refusal ? { ...item, disabledReason: refusal } : item
