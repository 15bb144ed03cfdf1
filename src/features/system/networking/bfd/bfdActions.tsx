import { apiCall } from '~/api/apiCall'
import type { BfdStatus } from '~/api/__generated__/Api'
import { confirmThenRun, strong } from '~/actions'

/**
 * Stops a session. The dialog says what goes with it: the switch stops watching the peer,
 * so BGP sessions and static routes that rely on BFD find a dead link only by their own,
 * far slower timers (BGP's hold time is tens of seconds).
 */
export function disableSession(session: BfdStatus) {
  const subject = `${session.peer} on ${session.switch}`
  confirmThenRun({
    title: 'Disable BFD session',
    content: (
      <>
        Disable the BFD session with {strong(session.peer)} on {strong(session.switch)}? The switch stops exchanging BFD
        packets with the peer. BGP peers and static routes through this peer that rely on BFD then notice a failed link
        only when their own timers run out (BGP’s hold time: seconds to minutes instead of milliseconds), and traffic
        keeps going to a dead link until then.
      </>
    ),
    actionLabel: 'Disable',
    danger: true,
    call: apiCall('networkingBfdDisable', { body: { switch: session.switch, remote: session.peer } }),
    success: 'BFD session disabled',
    failure: 'Could not disable BFD session',
    subject,
    refresh: ['networkingBfdStatus'],
  })
}
