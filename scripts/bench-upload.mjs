// The image upload figure of npm run bench: a file of random bytes (nothing to skip, nothing
// to compress) through the in-browser mock, timed from choosing the file to the image
// existing, with the page's JS heap sampled throughout.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const UPLOAD_MIB = Number(process.env.BENCH_UPLOAD_MIB ?? 64)

/** Writes the file once; setInputFiles cannot take a buffer this large, but takes a path. */
export function makeUploadFile() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-upload-'))
  const path = join(dir, 'bench-image.img')
  // in pieces: randomBytes has a per-call ceiling well under 64 MiB on some platforms
  const parts = Array.from({ length: UPLOAD_MIB }, () => randomBytes(1024 * 1024))
  writeFileSync(path, Buffer.concat(parts))
  return { path, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/**
 * One upload in a fresh context: MiB/s and seconds, and the heap (MB) before, at its peak
 * (garbage included: that is what the tab holds) and after a GC once the image is made.
 */
export async function measureUpload(browser, base, filePath) {
  const context = await browser.newContext()
  const page = await context.newPage()
  try {
    await page.goto(`${base}/projects/demo-project/images-new`)
    await page.getByRole('textbox', { name: 'Name' }).fill('bench-image')
    await page.getByRole('textbox', { name: /^OS/ }).fill('linux')
    await page.getByRole('textbox', { name: /^Version/ }).fill('1')

    const cdp = await context.newCDPSession(page)
    await cdp.send('HeapProfiler.collectGarbage')
    const before = (await cdp.send('Runtime.getHeapUsage')).usedSize
    let peak = before
    let sampling = true
    const sampler = (async () => {
      while (sampling) {
        const { usedSize } = await cdp.send('Runtime.getHeapUsage')
        peak = Math.max(peak, usedSize)
        await new Promise((r) => setTimeout(r, 50))
      }
    })()

    const t0 = Date.now()
    await page.getByLabel('Image file').setInputFiles(filePath)
    await page.getByRole('button', { name: 'Upload image' }).click()
    await page.waitForURL('**/projects/demo-project/images', { timeout: 600_000 })
    const seconds = (Date.now() - t0) / 1000
    sampling = false
    await sampler
    // what is still held once the garbage is gone: near `before` unless something leaks
    await cdp.send('HeapProfiler.collectGarbage')
    const after = (await cdp.send('Runtime.getHeapUsage')).usedSize

    const mb = (bytes) => bytes / 1024 / 1024
    return {
      mibPerS: UPLOAD_MIB / seconds,
      seconds,
      heapBeforeMb: mb(before),
      heapPeakMb: mb(peak),
      heapAfterMb: mb(after),
    }
  } finally {
    await context.close()
  }
}
