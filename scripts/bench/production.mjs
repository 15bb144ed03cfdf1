// Figures of the production bundle (`npm run build`: no mock code) served behind the remote
// proxy (API_MODE=remote, the proxy of `npm start` against a rack) to the mock's Node
// server, as the browser tests' remote setup does: real HttpOnly session cookies.
import { firstCellOf, firstShownAt, inFreshContext } from './browser.mjs'
import { collectAssets } from './bundles.mjs'

/** Signs fleet-admin in through the console's form; the context's state, for later contexts. */
export async function signIn(browser, base) {
  return inFreshContext(browser, async (page, context) => {
    await page.goto(`${base}/login/demo-silo/local`)
    await page.getByRole('textbox', { name: 'Username' }).fill('fleet-admin')
    await page.getByLabel('Password').fill('demo')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL(`${base}/projects`)
    return await context.storageState()
  })
}

/**
 * The JS and CSS an instance list's first load had fetched by the time its first row showed,
 * gzip: the console's whole initial cost (what it fetches later, while idle, is not).
 */
export async function measureInitialAssets(browser, base, bundle, storageState) {
  return inFreshContext(
    browser,
    async (page) => {
      const assets = collectAssets(page)
      await page.goto(`${base}/projects/demo-project/instances`, { waitUntil: 'commit' })
      await firstShownAt(page, firstCellOf('Instances'))
      const js = bundle.gzipKb(assets.js())
      const css = bundle.gzipKb(assets.css())
      const files = assets.js().length + assets.css().length
      const makeup = bundle.makeup(assets.js())
      await page.waitForLoadState('networkidle')
      return {
        prodInitialKb: js + css,
        prodJsKb: js,
        prodCssKb: css,
        prodEntryKb: bundle.gzipKb(bundle.entryFiles),
        prodFiles: files,
        prodLaterKb: bundle.gzipKb([...assets.js(), ...assets.css()]) - js - css,
        prodJsMakeup: makeup,
      }
    },
    { storageState },
  )
}
