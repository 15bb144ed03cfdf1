// The image upload figures: a file of random bytes (nothing to skip, nothing to compress)
// through the console's upload form, timed from choosing the file to the image existing,
// with the page's JS heap sampled throughout.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openBarePage, sampleHeap } from './bare-browser.mjs'
import { countCpu, describeCpu } from './cpu.mjs'
import { countFetches } from './in-page.mjs'

export const UPLOAD_MIB = Number(process.env.BENCH_UPLOAD_MIB ?? 64)

/** Writes the file once; setInputFiles cannot take a buffer this large, but takes a path. */
export function makeUploadFile() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-upload-'))
  const path = join(dir, 'bench-image.img')
  // in pieces: randomBytes has a per-call ceiling well under 64 MiB on some platforms
  const parts = Array.from({ length: UPLOAD_MIB }, () => randomBytes(1024 * 1024))
  writeFileSync(path, Buffer.concat(parts))
  const remove = () => rmSync(dir, { recursive: true, force: true })
  // also when the bench is interrupted, which skips its finally
  process.on('exit', remove)
  return { path, remove }
}

/**
 * Where an upload's time went: the steps before the first bulk write and after the last
 * (disk, import start and stop, finalize, image), the writes (count, median time each, most
 * in flight at once) and the share of the whole during which none was in flight.
 */
function summariseWrites(timings, t0, seconds) {
  if (!timings.length) return 'no bulk writes seen'
  const spans = timings.map((t) => [t.startTime, t.startTime + t.responseEnd]).sort((a, b) => a[0] - b[0])
  const durations = spans.map(([a, b]) => b - a).sort((a, b) => a - b)
  let busy = 0
  let mostInFlight = 0
  let [from, to] = spans[0]
  for (const [a, b] of spans) {
    mostInFlight = Math.max(mostInFlight, spans.filter(([x, y]) => x <= a && a < y).length)
    if (a > to) {
      busy += to - from
      ;[from, to] = [a, b]
    } else to = Math.max(to, b)
  }
  busy += to - from
  const idle = Math.max(0, 1 - busy / 1000 / seconds)
  const first = (spans[0][0] - t0) / 1000
  const last = (Math.max(...spans.map(([, b]) => b)) - t0) / 1000
  return (
    `before the first bulk write ${first.toFixed(1)} s, after the last ${(seconds - last).toFixed(1)} s; ` +
    `${spans.length} bulk writes, ${durations[Math.floor(durations.length / 2)].toFixed(0)} ms each (median), ` +
    `up to ${mostInFlight} in flight, none in flight ${(idle * 100).toFixed(0)} % of the ${seconds.toFixed(1)} s`
  )
}

/**
 * With a file name, the page's CPU profile over the upload (open it in Chromium's DevTools,
 * Performance panel), for finding where an upload's time goes; otherwise nothing.
 */
async function profileInto(call, file) {
  if (!file) return async () => {}
  await call('Profiler.enable')
  await call('Profiler.start')
  return async () => {
    const { profile } = await call('Profiler.stop')
    writeFileSync(file, JSON.stringify(profile))
    console.log(`upload CPU profile: ${file}`)
  }
}

/**
 * Runs in the page: the bulk writes it made, as ./in-page.mjs `countFetches` saw them (over the
 * network, or taken by the in-browser mock), timed as Playwright times a request: its start in
 * ms since the epoch, its end from that start.
 */
function bulkWritesSeen() {
  const seen = window.__benchFetches
  return seen.started.flatMap((url, i) =>
    new URL(url, location.href).pathname.endsWith('/bulk-write') && seen.answeredAt[i] !== null
      ? [{ startTime: performance.timeOrigin + seen.startedAt[i], responseEnd: seen.answeredAt[i] - seen.startedAt[i] }]
      : [],
  )
}

/**
 * One upload in a fresh browser with no test tool's instruments in it (./bare-browser.mjs),
 * given the signed-in `storageState` when the API wants a session: MiB/s and seconds, and the
 * heap before, at its peak and after a GC once the image is made. `imageName` must be free:
 * the Node mock keeps images between runs.
 */
export async function measureUpload({ base, filePath, imageName, storageState }) {
  const page = await openBarePage({ storageState })
  try {
    await page.addInitScript(countFetches)
    await page.goto(`${base}/projects/demo-project/images-new`)
    await page.fill('Name', imageName)
    await page.fill('OS', 'linux')
    await page.fill('Version', '1')

    const stopSampling = await sampleHeap(page.call)
    const stopProfile = await profileInto(page.call, process.env.BENCH_UPLOAD_PROFILE)
    const cpuCount = countCpu()
    const t0 = Date.now()
    await page.setInputFile('Image file', filePath)
    await page.clickButton('Upload image')
    await page.waitFor(() => location.pathname === '/projects/demo-project/images', null, 600_000)
    const seconds = (Date.now() - t0) / 1000
    const writes = await page.evaluate(bulkWritesSeen)
    const cpu = describeCpu(cpuCount.stop(), { seconds, units: writes.length, unit: 'bulk write' })
    await stopProfile()
    const heap = await stopSampling()
    return { mibPerS: UPLOAD_MIB / seconds, seconds, ...heap, writes: summariseWrites(writes, t0, seconds), cpu }
  } finally {
    await page.close()
  }
}
