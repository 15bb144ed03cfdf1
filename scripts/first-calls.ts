// The first page's calls sent from the page's head (src/firstCalls/head.ts): the build writes
// the head's script as a hashed file beside the bundle's and names it first in the page's
// head, loaded `async`, so it runs as soon as it arrives, before the entry (~400 KB) has come.
// A file rather than an inline script: the production bundle's policy runs no inline script
// (scripts/csp.ts). The development server serves it at /first-calls.js.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { headScript, type FirstCallsTable } from '../src/firstCalls/head.js'

const TABLE = resolve(import.meta.dirname, '../src/firstCalls/table.json')
const DEV_PATH = '/first-calls.js'

/**
 * `send`: the head sends the calls (a real API); otherwise it only notes them, as the
 * in-browser mock cannot answer before the page's own code has started it.
 */
export function firstCallsFromHead(send: boolean): Plugin {
  const script = () => headScript(JSON.parse(readFileSync(TABLE, 'utf8')) as FirstCallsTable, send)
  let building = false
  let source = ''
  let src = DEV_PATH
  return {
    name: 'first-calls-from-head',
    configResolved(config) {
      building = config.command === 'build'
    },
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript')
        res.end(script())
      })
    },
    buildStart() {
      if (!building) return
      source = script()
      // named for its content, as the bundle's other files are: cached for good (README.md)
      src = `/assets/${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: src.slice(1), source })
    },
    // an async script is otherwise fetched at low priority, after the entry's files
    transformIndexHtml: () => [
      { tag: 'script', attrs: { async: true, fetchpriority: 'high', src }, injectTo: 'head-prepend' },
    ],
  }
}
