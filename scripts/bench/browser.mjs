// Headless Chromium as the browser tests run it, and what the figures share: the page's JS
// heap, and waiting in the page for what a user would see.
import { readFileSync } from 'node:fs'
import { chromium } from '@playwright/test'

// the same browser and flags as the browser tests (playwright.config.ts)
const chromiumSettings = JSON.parse(readFileSync(new URL('../chromium.json', import.meta.url), 'utf8'))
export const CHROMIUM = process.env.CHROMIUM_PATH ?? chromiumSettings.path
export const CHROMIUM_ARGS = chromiumSettings.args

export const launchBrowser = () => chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })

/** `measure` run on a page of a context of its own (made with `options`), which is closed after it. */
export async function inFreshContext(browser, measure, options = {}) {
  const context = await browser.newContext(options)
  try {
    return await measure(await context.newPage(), context)
  } finally {
    await context.close()
  }
}

const mb = (bytes) => bytes / 1024 / 1024

/** The page's JS heap in MB after a full garbage collection: what it holds, not what it dropped. */
export async function heapAfterGcMb(page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  await cdp.detach()
  return mb(usedSize)
}

/**
 * Milliseconds (page clock, performance.now) at which `selector`'s first match has the text
 * `text` (any text when omitted), checked every frame.
 */
export const firstShownAt = (page, selector, text) =>
  page
    .waitForFunction(
      ([sel, txt]) => {
        const el = document.querySelector(sel)
        return el && (txt === null || el.textContent === txt) && performance.now()
      },
      [selector, text ?? null],
      { polling: 'raf', timeout: 60_000 },
    )
    .then((h) => h.jsonValue())

/** A list's first cell: the first row of the table named `label`. */
export const firstCellOf = (label) => `table[aria-label="${label}"] tbody tr td`
