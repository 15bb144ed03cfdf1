/**
 * The in-browser mock's round trip (200-400 ms, chaos.ts) counts from when the page sent a
 * call, as a network's does, not from when the mock took it in. A first page's calls wait
 * at the client's gate (src/api/client.ts) until the mock has started; counted from their
 * arrival, the mock's start came before every one of them, where on a network the call is
 * already on its way meanwhile. The page stamps each call with the moment it would have left
 * with no gate (a first page's calls from when the page's head ran: on a real API the head
 * sends them, src/firstCalls/head.ts): `performance.now()` of the page, whose clock the mock
 * shares since it runs on the page's own thread. The Node server (server.ts) runs on another clock and never reads
 * the stamp.
 */
export const SENT_AT_HEADER = 'x-mock-sent-at'

/** How long `request` has been on its way, by its stamp; 0 without a usable one. */
export function timeOnTheWay(request: Request, now = performance.now()): number {
  const sent = Number(request.headers.get(SENT_AT_HEADER) ?? Number.NaN)
  // a stamp from the future or another clock (a page loaded since) counts for nothing
  return Number.isFinite(sent) && sent <= now ? now - sent : 0
}
