import { Agent as HttpAgent, type ClientRequest, type IncomingMessage } from 'node:http'
import { Agent as HttpsAgent } from 'node:https'
import { resolve } from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin, type ProxyOptions } from 'vite'
import { CONTENT_SECURITY_POLICY } from './scripts/csp.js'
import { mswEmptyJar } from './scripts/msw-empty-jar.js'
import { bundleReport } from './scripts/bundle-report.js'
import { precompressedAssets } from './scripts/precompressed.js'
import { firstCallsFromHead } from './scripts/first-calls.js'
import { API_PATH_PREFIXES } from './mock-api/api-paths.js'

// Modes: `development` (npm start), `production` (npm run build: real API only, no mock
// code), `demo` (in-browser mock with its 200-400 ms delay) and `test` (mock, no delay).

/**
 * Preloads from the page's head the chunks every first page waits for but the entry imports
 * only once it has run: so they download beside the entry, not after it. The API client
 * (every first page calls the API: ~4 KB gzip) and, in builds with the mock, the mock's code,
 * which every first call waits for. `modules` are the chunks' source files, from the root.
 */
function preloadFromHead(modules: string[]): Plugin {
  return {
    name: 'preload-from-head',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return
        const files = modules.flatMap((module) => {
          const chunk = Object.values(bundle).find(
            (c) => c.type === 'chunk' && c.facadeModuleId === resolve(import.meta.dirname, module),
          )
          if (chunk?.type !== 'chunk') throw new Error(`the build has no chunk of its own for ${module}`)
          return [chunk.fileName, ...chunk.imports]
        })
        // what the entry loads anyway, through its own imports and theirs
        const loaded = new Set<string>()
        const load = (file: string) => {
          const chunk = bundle[file]
          if (loaded.has(file)) return
          loaded.add(file)
          if (chunk?.type === 'chunk') chunk.imports.forEach(load)
        }
        load(entry.fileName)
        return [...new Set(files)]
          .filter((f) => !loaded.has(f))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }))
      },
    },
  }
}

/**
 * The modules the entry imports statically, once the module graph is built: the code every
 * page runs first. Inlining small common chunks leaves a chunk holding any of them alone, so
 * none of them is ever copied into a page's chunk (the entry stays as it was).
 */
function entryModules() {
  const modules = new Set<string>()
  const plugin: Plugin = {
    name: 'entry-modules',
    buildEnd() {
      modules.clear()
      const stack = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry)
      for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
        if (modules.has(id)) continue
        modules.add(id)
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []))
      }
    },
  }
  return { plugin, has: (id: string) => modules.has(id) }
}

/** Stylesheets stay files of their own: Vite's CSS plugin emits a stylesheet per chunk listing it. */
const STYLESHEET = /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/

/**
 * The console's own requests reach the API host with Host rewritten to it (changeOrigin) but
 * Origin still the console's, so to an API that checks Origin (the mock's Node server does)
 * they look cross-site. Present them as the API host's own. Requests from any other origin
 * pass unchanged, so the API can still refuse them: the proxy never vouches for another site.
 */
function consoleOriginAsApiOrigin(apiHost: string | undefined): ProxyOptions['configure'] {
  if (!apiHost) return undefined
  const apiOrigin = new URL(apiHost).origin
  const rewrite = (proxyReq: ClientRequest, req: IncomingMessage) => {
    const { origin, host } = req.headers
    if (!origin || !host) return
    let fromConsole = false
    try {
      fromConsole = new URL(origin).host === host
    } catch {
      // "null" and other opaque origins are nobody's
    }
    if (fromConsole) proxyReq.setHeader('origin', apiOrigin)
  }
  return (proxy) => {
    proxy.on('proxyReq', rewrite)
    // the serial console's WebSocket handshake
    proxy.on('proxyReqWs', rewrite)
  }
}

/**
 * One pool of kept-open connections to the API for every proxied call. Without an agent the
 * proxy opens a connection for each call and asks the API to close it after (`Connection:
 * close`), so every call paid a TCP handshake, and against a rack a TLS one as well: a small
 * read through the proxy to the mock's Node server took 3.5-4.3 ms against 2.6-3.6 with the
 * pool, and behind a TLS front 5.0-5.4 against 1.9-2.3 (loopback, so before any network
 * round trip; medians of 300 in a row). Node lets an idle connection go a second before the
 * API's `Keep-Alive: timeout` hint says the API will close it, but only in a pool with a
 * timeout of its own: without one a connection idle as long was sent a call as the API closed
 * it (`ECONNRESET`, a page's "Unknown server error": one browser test in a full run).
 */
export function apiAgent(apiHost: string) {
  // an idle connection's longest life where the API gives no hint
  const options = { keepAlive: true, timeout: 60_000 }
  return new URL(apiHost).protocol === 'https:' ? new HttpsAgent(options) : new HttpAgent(options)
}

export default defineConfig(({ mode, command }) => {
  const remote = process.env.API_MODE === 'remote'
  const useMock = !remote && mode !== 'production'
  const apiHost = process.env.API_HOST
  if (remote && !apiHost) throw new Error('API_MODE=remote needs API_HOST, e.g. API_HOST=https://rack.example')
  const agent = remote && apiHost ? apiAgent(apiHost) : undefined
  const mockDelay = mode === 'test' ? 'false' : 'true'

  const entry = entryModules()

  return {
    plugins: [
      react(),
      tailwindcss(),
      firstCallsFromHead(!useMock),
      preloadFromHead(['src/api/api.ts', ...(useMock ? ['mock-api/browser.ts'] : [])]),
      mswEmptyJar(),
      entry.plugin,
      precompressedAssets(),
      bundleReport(),
    ],
    resolve: { alias: { '~': resolve(import.meta.dirname, 'src'), '@mock': resolve(import.meta.dirname, 'mock-api') } },
    define: {
      __MOCK__: JSON.stringify(useMock),
      __MOCK_DELAY__: mockDelay,
    },
    build: {
      outDir: mode === 'production' ? 'dist' : `dist-${mode}`,
      sourcemap: false,
      manifest: true,
      chunkSizeWarningLimit: 1500,
      // Browsers preload modules themselves (<link rel="modulepreload">: Chromium 66, Firefox
      // 115, Safari 17). Without the polyfill (~0.2 KB gzip in the entry chunk) older ones load
      // the same modules, only without fetching a chunk's imports ahead of it.
      modulePreload: { polyfill: false },
      // The entry lists the file of every lazily loaded chunk (for preloading); bare hashes
      // keep that list short (~1.2 KB gzip less than name-hash on the first load).
      rolldownOptions: {
        // the entry's exports only serve its own chunks; inlining below needs them free to go
        preserveEntrySignatures: false,
        output: {
          chunkFileNames: 'assets/[hash].js',
          // stylesheets too: the entry's CSS now comes with a common chunk named after the checkout
          assetFileNames: 'assets/[hash][extname]',
          // A list's first visit fetched ~45 files, most of 0.1-2 KB gzip: one per set of pages
          // sharing a few modules (a badge, a cell, a query). Common chunks under 16 KB of
          // source are copied into the chunks that read them instead, the modules keeping one
          // state through rolldown's registry (experimental in rolldown 1.2; it turns on
          // strictExecutionOrder, whose module wrappers cost /projects ~1.1 KB gzip): the
          // instance list's first load fetches 17 files instead of 46 (issue 16).
          codeSplitting: {
            experimentalInlineCommonChunks: { maxSize: 16 * 1024, exclude: [STYLESHEET, entry.has] },
            // Every module the entry imports statically goes into one chunk with it. Left to
            // itself, rolldown (1.2) moved some of them (the router, the API client, the paths)
            // into common chunks of their own whenever a lazily loaded module imported one of
            // them too (rolldown#10731): /projects fetched one more file and ~0.4 KB more, and
            // the entry could not import the code of a list without splitting into 19 files.
            groups: [{ name: 'initial', tags: ['$initial'] }],
          },
        },
      },
    },
    server: {
      port: Number(process.env.PORT ?? 4000),
      strictPort: true,
      proxy: remote
        ? Object.fromEntries(
            API_PATH_PREFIXES.map((p) => [
              p,
              {
                target: apiHost,
                changeOrigin: true,
                agent,
                secure: true,
                ws: p === '/v1',
                configure: consoleOriginAsApiOrigin(apiHost),
                // /login/... and /device/... are also console pages: a browser asking for
                // a page gets the app, everything else goes to the control plane
                bypass: (req) =>
                  req.method === 'GET' && req.headers.accept?.includes('text/html') ? '/index.html' : undefined,
              },
            ]),
          )
        : undefined,
    },
    preview: {
      host: '127.0.0.1',
      port: Number(process.env.PORT ?? 4173),
      strictPort: true,
      // the production bundle is served as a deployment should serve it (README.md,
      // "Deploying the production bundle"); the mock's bundles are not deployed
      headers: mode === 'production' ? { 'Content-Security-Policy': CONTENT_SECURITY_POLICY } : undefined,
    },
    // the generated client is large; keep dependency pre-bundling predictable. msw is
    // pre-bundled, so its cookie jar is swapped there too
    optimizeDeps:
      command === 'serve'
        ? {
            include: ['msw', 'msw/experimental', '@mswjs/interceptors/fetch', '@mswjs/interceptors/XMLHttpRequest'],
            rolldownOptions: { plugins: [mswEmptyJar()] },
          }
        : undefined,
  }
})
