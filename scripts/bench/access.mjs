// The silo's access page in a silo of many users (demo bundle, 200-400 ms a call): its first
// visit to every role assignment named, with 10,000 generated users in the silo against the
// seed's own (mock-api/README.md, `mock-api-scale-test-users`). The page names a policy's
// identities from the first page of each list and reads on its own only one past it
// (src/features/access/names.ts): the silo's size costs one more round trip, not ten.
import { inFreshContext } from './browser.mjs'
import { median } from './figures.mjs'

/** The silo policy's identities in the seed (mock-api/fixtures/policies.ts), as the table names them. */
const SILO_ROLES = ['fleet-admin', 'grace-hopper', 'kernel-devs', 'silo-viewer']
/** First visits per count and run, the counts taking turns: each waits on random draws of the delay. */
const ACCESS_VISITS = 3

/** One first visit to /access with `users` generated users: ms from navigation start to every role named. */
const namedAt = (browser, base, users) =>
  inFreshContext(browser, async (page) => {
    await page.addInitScript((n) => localStorage.setItem('mock-api-scale-test-users', n), String(users))
    await page.goto(`${base}/access`, { waitUntil: 'commit' })
    const handle = await page.waitForFunction(
      (names) => {
        const table = document.querySelector('table[aria-label="Silo role assignments"]')
        const shown = [...(table?.querySelectorAll('tbody tr') ?? [])].map((tr) => tr.cells[0]?.textContent).sort()
        return shown.join() === names.join() && performance.now()
      },
      SILO_ROLES,
      { polling: 'raf', timeout: 60_000 },
    )
    return handle.jsonValue()
  })

export async function measureAccess(browser, base) {
  const draws = { 0: [], 10_000: [] }
  for (let v = 0; v < ACCESS_VISITS; v++) {
    for (const users of [0, 10_000]) draws[users].push(await namedAt(browser, base, users))
  }
  return {
    access10kUsersMs: median(draws[10_000]),
    accessSeedUsersMs: median(draws[0]),
    accessDraws: `seed's users ${draws[0].map((t) => t.toFixed(0)).join(', ')}; 10,000 users ${draws[10_000].map((t) => t.toFixed(0)).join(', ')}`,
  }
}
