// Browser tests only: the checks an IP range's two fields make as they are typed (rangeRules),
// the same in every form that takes a range (a pool's ranges, an address lot's blocks).
import type { Locator } from '@playwright/test'
import { expect } from '../../../../test/e2e/fixtures'
import * as ui from '../../../../test/e2e/ui'

const BEFORE_FIRST = 'Must not come before the first address'

/**
 * An unfinished first address (`partial`) is not an address; with the `first` in place, a last
 * address of the other family (`otherFamily`) or `before` the first is refused; and the last is
 * checked again once the first changes to `lowered`, below it.
 */
export async function expectRangeChecks(
  form: Locator,
  [first, last]: [Locator, Locator],
  v: { partial: string; first: string; otherFamily: string; before: string; lowered: string },
) {
  await ui.fillShows(form, first, v.partial, 'Not a valid IP address')
  await first.fill(v.first)
  await ui.fillShows(form, last, v.otherFamily, 'Must be an IPv4 address, like the first address')
  await ui.fillShows(form, last, v.before, BEFORE_FIRST)
  await first.fill(v.lowered)
  await expect(form.getByText(BEFORE_FIRST)).toHaveCount(0)
}
