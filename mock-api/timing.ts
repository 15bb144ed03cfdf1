/**
 * How long each step of a timed transition lasts (an instance starting, a disk attaching, a
 * snapshot being taken). Nothing runs on a timer: a row stores the state it is heading for
 * and when it gets there, and every read settles it against the clock. That keeps the mock
 * deterministic under fake clocks and costs nothing while nobody looks.
 */

/** Long enough that the console's transitional badges and polling can be seen in a demo. */
export const DEFAULT_TRANSITION_MS = 1500

/** What tests and the browser test bundle use when they switch the delay off. */
export const FAST_TRANSITION_MS = 300

let current = DEFAULT_TRANSITION_MS

export const transitionMs = (): number => current

export function setTransitionMs(ms: number): void {
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`transition time must be a non-negative number, got ${ms}`)
  current = ms
}
