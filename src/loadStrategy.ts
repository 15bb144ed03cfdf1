// How the router runs a navigation's loaders (its `dataStrategy`): all of them together, as
// it does by default, but a redirect of an index route (an item's bare address sending the
// user on to its first tab) is followed at once.
import type { DataStrategyFunction } from 'react-router'
import { redirectOf } from './routing'

/**
 * By default the router waits for every loader of a navigation before it follows a redirect,
 * so opening an instance (`/instances/x`, whose index goes on to its storage tab) waited for
 * the instance's own read before the tab's calls left: a round trip more than the page
 * needs (measured: the tab's calls left ~300 ms after the click, with the demo's delay). The
 * navigation that follows the redirect runs the item's loader again, as its route is still new
 * to the page on screen (which is why it was due), and it finds its read on the way; a loader
 * due only because the query string changed and not due after the redirect has its data on
 * screen already.
 */
export const dataStrategy: DataStrategyFunction = ({ matches, runClientMiddleware }) =>
  runClientMiddleware(async () => {
    const due = matches.filter((m) => m.shouldCallHandler())
    const redirects = due.some((m) => redirectOf(m.route.loader))
    // with a redirect among them only it runs: the others' data would never be shown, as this
    // navigation is not committed
    const results = await Promise.all(
      due.map((m) => m.resolve((handler) => (!redirects || redirectOf(m.route.loader) ? handler() : null))),
    )
    return Object.fromEntries(due.map((m, i) => [m.route.id, results[i]]))
  })
