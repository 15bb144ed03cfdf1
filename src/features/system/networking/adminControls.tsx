// The change controls of the rack network's pages as a user who is not a fleet admin gets
// them: still there, disabled, with the reason (SPEC section 6; the rule is in
// src/features/access/permissions.ts), not hidden.

/** What every change to the rack's network is, in a refusal: `useFleetRefusal(CHANGE_NETWORK)`. */
export const CHANGE_NETWORK = 'change the rack’s network'
