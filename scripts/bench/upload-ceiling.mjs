// The upload's ceiling on this machine: the same file's bulk writes, made by the console's own
// chunk worker (from the production build) and sent by a page as the console sends them, to a
// server that only reads each body (sink-server.mjs). No proxy, no mock API, no console page:
// what is left is the browser's own cost of reading, encoding and sending, which no server
// and no proxy can take away. Measured in a bare browser, as the upload figures are.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { openBarePage } from './bare-browser.mjs'
import { countCpu, describeCpu } from './cpu.mjs'
import { startServer } from './servers.mjs'
import { UPLOAD_MIB } from './upload.mjs'

/** The console's upload settings (src/features/images/upload: CHUNK_SIZE, the lanes of steps.ts). */
const CHUNK_SIZE = 512 * 1024
const LANES = 6
const BLOCK_SIZE = 512

/** Starts the sink on `port`, serving the worker of the production build in `distDir`. */
export async function startSink(port, distDir) {
  const assets = join(distDir, 'assets')
  const worker = readdirSync(assets).find((f) => /^chunkWorker-[\w-]+\.js$/.test(f))
  if (!worker) throw new Error(`no chunk worker in ${assets}: build the production bundle first`)
  const base = `http://127.0.0.1:${port}`
  await startServer('upload sink', 'node', ['scripts/bench/sink-server.mjs'], {
    env: { PORT: String(port), ASSETS: assets },
    readyUrl: `${base}/`,
  })
  return { base, worker: `/assets/${worker}` }
}

/** MiB/s of the file sent to the sink, and where the CPU went. */
export async function measureUploadCeiling({ sink, filePath }) {
  const page = await openBarePage()
  try {
    await page.goto(sink.base)
    await page.setInputFile('Image file', filePath)
    const cpuCount = countCpu()
    const ms = await page.evaluate((options) => window.sendFile(options), {
      worker: sink.worker,
      lanes: LANES,
      chunkSize: CHUNK_SIZE,
      blockSize: BLOCK_SIZE,
    })
    const seconds = ms / 1000
    const writes = Math.ceil((UPLOAD_MIB * 1024 * 1024) / CHUNK_SIZE)
    return {
      mibPerS: UPLOAD_MIB / seconds,
      cpu: describeCpu(cpuCount.stop(), { seconds, units: writes, unit: 'bulk write' }),
    }
  } finally {
    await page.close()
  }
}
