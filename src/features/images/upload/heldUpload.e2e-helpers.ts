// Driving an upload from a browser test: fill the form, and hold the file's chunks at a gate
// so a test sees the upload mid-way without racing it (used by the upload's and the activity
// panel's tests).
import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect } from '../../../../test/e2e/fixtures'

export const form = '/projects/demo-project/images-new'
export const MiB = 1024 * 1024

type Gate = { sent: number; held: number; closeAfter: (n: number) => void; open: () => void }
declare global {
  interface Window {
    __bulkWrites: Gate
  }
}

/**
 * Holds bulk writes past the first `n` until the test opens the gate, so a test sees the
 * upload mid-way without racing it. Held writes still end when their signal aborts, as
 * fetch does. Runs in the page once it shows: the in-browser mock takes the page's fetch over
 * as it starts, and the gate goes in front of it.
 */
function installGate() {
  const realFetch = window.fetch.bind(window)
  let gate: Promise<void> | null = null
  let release = () => {}
  const g: Gate = {
    sent: 0,
    held: 0,
    closeAfter(n) {
      g.sent = -n
      gate = new Promise((resolve) => (release = resolve))
    },
    open() {
      gate = null
      release()
    },
  }
  window.__bulkWrites = g
  window.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    if (gate && /\/bulk-write(\?|$)/.test(url) && ++g.sent > 0) {
      g.held++
      const held = gate
      await new Promise<void>((resolve, reject) => {
        void held.then(resolve)
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
      })
    }
    return realFetch(input, init)
  }
}

export async function fillForm(page: Page, opts: { name?: string; size?: number; fileName?: string } = {}) {
  const { size = 6 * MiB, fileName = 'alpine-3.20.img' } = opts
  await page.getByLabel('Image file').setInputFiles({
    name: fileName,
    mimeType: 'application/octet-stream',
    buffer: randomBytes(size),
  })
  if (opts.name) await page.getByRole('textbox', { name: 'Name' }).fill(opts.name)
  await page.getByRole('textbox', { name: /^OS/ }).fill('alpine')
  await page.getByRole('textbox', { name: /^Version/ }).fill('3.20')
}

/** Starts an upload that stops after `chunks` chunks of 512 KiB until the gate opens. */
export async function startHeldUpload(page: Page, chunks: number, opts: { name?: string; size?: number } = {}) {
  await page.goto(form)
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible()
  await page.evaluate(installGate)
  await page.evaluate((n) => window.__bulkWrites.closeAfter(n), chunks)
  await fillForm(page, { size: 3 * MiB, ...opts })
  await page.getByRole('button', { name: 'Upload image' }).click()
  await expect.poll(() => page.evaluate(() => window.__bulkWrites.held)).toBeGreaterThan(0)
}
