// The server of the upload's ceiling (upload-ceiling.mjs): it serves a page that drives the
// console's own chunk worker, and answers each POST with 204 once it has read the body, which
// it neither parses nor keeps. Run as its own process, so that its CPU is told apart.
// Env: PORT, ASSETS (the production build's assets folder).
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'

const assets = process.env.ASSETS
const page = readFileSync(new URL('./sink-page.html', import.meta.url))

createServer(async (req, res) => {
  if (req.method === 'POST') {
    for await (const chunk of req) void chunk
    res.writeHead(204).end()
    return
  }
  const path = new URL(req.url ?? '/', 'http://x').pathname
  if (path === '/') {
    res.writeHead(200, { 'content-type': 'text/html' }).end(page)
    return
  }
  // only the build's worker: a file name with no folder in it
  const name = /^\/assets\/(chunkWorker-[\w-]+\.js)$/.exec(path)?.[1]
  if (!assets || !name) {
    res.writeHead(404).end()
    return
  }
  res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(join(assets, name)))
}).listen(Number(process.env.PORT), '127.0.0.1')
