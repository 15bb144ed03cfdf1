// What each emitted chunk is made of, for `npm run bench`'s notes on the initial JS: bytes of
// each package (react-dom, react-router...) and of the console's own code, as rendered into
// the chunk, with their share of the chunk's gzip size. Written to `.vite/bundle-report.json`
// beside the manifest, and only when BUNDLE_REPORT=1 (the bench's builds): a deployed bundle
// has no use for it.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/** A package's name from a module id under node_modules; the console's own modules are 'console'. */
export function ownerOf(id: string): string {
  const path = id.replaceAll('\\', '/')
  const inModules = path.lastIndexOf('/node_modules/')
  if (inModules < 0) return path.includes('/mock-api/') ? 'mock API' : 'console'
  const [scope, name] = path.slice(inModules + '/node_modules/'.length).split('/')
  return scope.startsWith('@') ? `${scope}/${name}` : scope
}

/** KB of gzip each owner accounts for: its code gzipped alone, scaled so the chunk's add up. */
export type ChunkReport = Record<string, { bytes: number; gzipKb: number }>

export function chunkReport(modules: Record<string, { code: string | null }>, chunkGzipBytes: number): ChunkReport {
  const code = new Map<string, string[]>()
  for (const [id, module] of Object.entries(modules)) {
    if (!module.code) continue
    const owner = ownerOf(id)
    const parts = code.get(owner) ?? []
    parts.push(module.code)
    code.set(owner, parts)
  }
  const alone = [...code].map(([owner, parts]) => {
    const text = parts.join('\n')
    return { owner, bytes: text.length, gzip: gzipSync(text).length }
  })
  // gzipped apart, each owner misses what it shares with the others: scale to the whole
  const sum = alone.reduce((n, o) => n + o.gzip, 0) || 1
  return Object.fromEntries(
    alone.map((o) => [o.owner, { bytes: o.bytes, gzipKb: (o.gzip / sum) * (chunkGzipBytes / 1024) }]),
  )
}

export function bundleReport(): Plugin {
  let outDir = ''
  return {
    name: 'bundle-report',
    apply: () => process.env.BUNDLE_REPORT === '1',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    writeBundle(_options, bundle) {
      const report: Record<string, ChunkReport> = {}
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue
        report[fileName] = chunkReport(output.modules, gzipSync(output.code).length)
      }
      mkdirSync(join(outDir, '.vite'), { recursive: true })
      writeFileSync(join(outDir, '.vite/bundle-report.json'), JSON.stringify(report))
    },
  }
}
