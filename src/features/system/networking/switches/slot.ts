// Which of its rack's two switch slots a switch's ports are read from. The API's view of a
// switch (switch_list, switch_view) carries its baseboard and rack but not its slot, while
// every port operation names the slot (`switch0`, the upper one, or `switch1`, the lower):
// nothing the API answers ties one to the other. So the switch's page does not pretend to
// know: it shows one slot's ports at a time, the slot named in the URL (`?slot=switch1`),
// upper by default, and says that the operator picks it.
import type { SwitchLocation } from '~/api/__generated__/Api'

export const SLOTS: [SwitchLocation, string][] = [
  ['switch0', 'switch0 (upper slot)'],
  ['switch1', 'switch1 (lower slot)'],
]

export const slotOf = (search: URLSearchParams): SwitchLocation =>
  search.get('slot') === 'switch1' ? 'switch1' : 'switch0'

/** A path with the slot in its query, left out for the default one. */
export const withSlot = (path: string, slot: SwitchLocation) => (slot === 'switch0' ? path : `${path}?slot=${slot}`)
