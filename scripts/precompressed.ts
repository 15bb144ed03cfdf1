// The bundle's scripts and stylesheets, gzipped once at build time beside themselves
// (`assets/<hash>.js.gz`), and served so by `vite preview`: as a static host serves a
// bundle whose file names change with their content (README.md, "Deploying the production
// bundle"). Vite's preview server otherwise compresses every response as it sends it, and
// sends each hashed file to be revalidated on every page load: the in-browser mock's chunk
// (~1.5 MB) alone kept the preview server's only thread busy ~40 ms of every first visit.
import { createReadStream, existsSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync, constants } from 'node:zlib'
import type { Plugin } from 'vite'

/** A hashed file of the bundle: nothing but a name of the bundler's characters, one folder down. */
const HASHED_ASSET = /^\/assets\/[\w-]+\.(js|css)$/
const TYPES: Record<string, string> = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' }
/** Below this, gzip saves less than its own headers and a round trip's worth of nothing. */
const MIN_BYTES = 1024

export function precompressedAssets(): Plugin {
  let outDir = ''
  return {
    name: 'precompressed-assets',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    writeBundle(_options, bundle) {
      for (const [fileName, output] of Object.entries(bundle)) {
        if (!HASHED_ASSET.test(`/${fileName}`)) continue
        const body = output.type === 'chunk' ? output.code : output.source
        if (body.length < MIN_BYTES) continue
        writeFileSync(join(outDir, `${fileName}.gz`), gzipSync(body, { level: constants.Z_BEST_COMPRESSION }))
      }
    },
    configurePreviewServer(server) {
      const root = resolve(server.config.root, server.config.build.outDir)
      const headers = server.config.preview.headers ?? {}
      // before Vite's own compression and file server: a file without its .gz goes on to them
      server.middlewares.use((req, res, next) => {
        const pathname = (req.url ?? '').split('?')[0]
        const match = HASHED_ASSET.exec(pathname)
        const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
        if (!match || !acceptsGzip || (req.method !== 'GET' && req.method !== 'HEAD')) return next()
        const file = join(root, `${pathname}.gz`)
        if (!existsSync(file)) return next()
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value as string)
        res.setHeader('Content-Type', TYPES[match[1]])
        res.setHeader('Content-Encoding', 'gzip')
        res.setHeader('Content-Length', statSync(file).size)
        res.setHeader('Vary', 'Accept-Encoding')
        // the name changes with the content, so the content under a name never does
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
        if (req.method === 'HEAD') return res.end()
        createReadStream(file).pipe(res)
      })
    },
  }
}
