// The first page's calls, and its code past the entry's, asked for from the page's head
// (src/firstCalls/head.ts), once the bundle is made, so with its files' names: the build writes
// the head's script as a hashed file beside the bundle's and names it first in the page's
// head, loaded `async`, so it runs as soon as it arrives, before the entry (~400 KB) has come.
// A file rather than an inline script: the production bundle's policy runs no inline script
// (scripts/csp.ts). The development server serves it at /first-calls.js.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { minifySync, type Plugin, type Rolldown } from 'vite'
import { headScript, type FirstCallsTable } from '../src/firstCalls/head.js'

const TABLE = resolve(import.meta.dirname, '../src/firstCalls/table.json')
const DEV_PATH = '/first-calls.js'

const readTable = () => JSON.parse(readFileSync(TABLE, 'utf8')) as FirstCallsTable

/**
 * `table` with each page's code named by the files the build made of its modules, with what
 * they import, less the files the page's head already names (the entry's): the development
 * server, which bundles nothing, gets no code.
 */
function withFiles(table: FirstCallsTable, filesOf?: (module: string) => string[]): FirstCallsTable {
  return {
    ...table,
    pages: table.pages.map(([pattern, urls, modules = [], lists]) => {
      const files = [...new Set(filesOf ? modules.flatMap(filesOf) : [])]
      if (lists) return [pattern, urls, files, lists]
      return files.length ? [pattern, urls, files] : [pattern, urls]
    }),
  }
}

/**
 * The chunk holding `module` of `root` (a module the page imports lazily: its own chunk, or
 * the one chunk the bundler put it in) and the chunks it imports, as the bundle names their files.
 */
function chunkFiles(bundle: Rolldown.OutputBundle, root: string, module: string): string[] {
  const id = resolve(root, module)
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk')
  const own = chunks.filter((chunk) => chunk.facadeModuleId === id)
  const holding = own.length ? own : chunks.filter((chunk) => chunk.moduleIds.includes(id))
  // a module copied into several chunks is asked for with whichever its importer loads
  if (holding.length !== 1) throw new Error(`src/firstCalls/table.json names ${module}, in ${holding.length} chunks`)
  const files = new Set<string>()
  const add = (file: string) => {
    const chunk = bundle[file]
    if (files.has(file) || chunk?.type !== 'chunk') return
    files.add(file)
    chunk.imports.forEach(add)
  }
  add(holding[0].fileName)
  return [...files]
}

/**
 * `send`: the head sends the calls (a real API); otherwise it only notes them, as the
 * in-browser mock cannot answer before the page's own code has started it.
 */
export function firstCallsFromHead(send: boolean): Plugin {
  let root = ''
  let source = ''
  let fileName = ''
  return {
    name: 'first-calls-from-head',
    configResolved(config) {
      root = config.root
    },
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript')
        res.end(headScript(withFiles(readTable()), send))
      })
    },
    transformIndexHtml: {
      // once the bundle is made (in a build): the page's code is named by its files
      order: 'post',
      handler(html, { bundle }) {
        let src = DEV_PATH
        if (bundle) {
          const named = (file: string) => html.includes(`/${file}"`)
          const filesOf = (module: string) =>
            chunkFiles(bundle, root, module)
              .filter((file) => !named(file))
              .map((file) => `/${file}`)
          // the script is a function's source as the config's loader left it, comments and all
          const { code, errors } = minifySync('first-calls.js', headScript(withFiles(readTable(), filesOf), send))
          if (errors.length) throw new Error(`the head's script: ${errors.map((e) => e.message).join('; ')}`)
          source = code
          // named for its content, as the bundle's other files are: cached for good (README.md)
          fileName = `assets/${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`
          src = `/${fileName}`
        }
        // an async script is otherwise fetched at low priority, after the entry's files
        return [{ tag: 'script', attrs: { async: true, fetchpriority: 'high', src }, injectTo: 'head-prepend' }]
      },
    },
    // after the page's head is written (vite:build-html), which names this file
    generateBundle: {
      order: 'post',
      handler() {
        if (fileName) this.emitFile({ type: 'asset', fileName, source })
      },
    },
  }
}
