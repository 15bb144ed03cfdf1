/**
 * What the page asked of the in-browser mock, told to whoever listens in the page: each call
 * as it is taken (`mock-api:request`) and as it is answered (`mock-api:response`), events on
 * `window` whose `detail` is a `CallSeen`. The calls never reach the browser's network, so
 * this is where a browser test or the bench sees them (test/e2e/apiCalls.ts,
 * scripts/bench/in-page.mjs). A listener that reads a body reads a clone of it, taken at once.
 */
import type { NetworkApi } from 'msw/experimental'

export const REQUEST_EVENT = 'mock-api:request'
export const RESPONSE_EVENT = 'mock-api:response'

/** One call: its id (the same in both events), its request and, once answered, its response. */
type CallSeen = { id: string; request: Request; response?: Response }

type CallEvent = { requestId: string; request: Request; response?: Response }

/** Passes the network's calls on as window events. */
export function announceCalls(events: NetworkApi<never[]>['events']) {
  const tell = (type: string) => (event: unknown) => {
    const { requestId, request, response } = event as CallEvent
    window.dispatchEvent(new CustomEvent<CallSeen>(type, { detail: { id: requestId, request, response } }))
  }
  events.on('request:start', tell(REQUEST_EVENT))
  events.on('response:mocked', tell(RESPONSE_EVENT))
}
