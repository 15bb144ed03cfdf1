// Building the bundles a bench run measures, and reading what a page load of one of them
// fetched from its build manifest: sizes are gzip of the emitted files.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** `vite build --mode <mode>`; throws when it fails. */
export function build(mode) {
  // with the report of what each chunk is made of (scripts/bundle-report.ts)
  const b = spawnSync('npx', ['vite', 'build', '--mode', mode, '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, BUNDLE_REPORT: '1' },
  })
  if (b.status !== 0) throw new Error(`vite build --mode ${mode} failed (${b.status})`)
}

const outDirOf = (mode) => (mode === 'production' ? 'dist' : `dist-${mode}`)

/** One built bundle's manifest, and the console's share of what a page load fetched. */
export function bundleOf(mode) {
  const out = outDirOf(mode)
  const manifest = JSON.parse(readFileSync(join(out, '.vite/manifest.json'), 'utf8'))
  const closure = (keys) => {
    const seen = new Set()
    const walk = (k) => {
      if (seen.has(k) || !manifest[k]) return
      seen.add(k)
      for (const i of manifest[k].imports ?? []) walk(i)
    }
    keys.forEach(walk)
    return seen
  }
  const mockKeys = Object.keys(manifest).filter((k) => k.startsWith('mock-api/'))
  const mockClosure = closure(mockKeys)
  const appKeys = new Set(Object.keys(manifest).filter((k) => !k.startsWith('mock-api/') && !mockClosure.has(k)))
  const keyOfFile = new Map(Object.entries(manifest).map(([k, c]) => [c.file, k]))
  const reportFile = join(out, '.vite/bundle-report.json')
  const report = existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')) : null
  const gzCache = new Map()
  const gz = (file) => {
    if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(join(out, file))).length)
    return gzCache.get(file)
  }
  return {
    /** The entry's file and those it imports statically: what every page loads before its own. */
    entryFiles: [...closure(Object.keys(manifest).filter((k) => manifest[k].isEntry))].map((k) => manifest[k].file),
    /**
     * KB of gzip by package ('console' for the console's own code) in these JS files, largest
     * first; null when the bundle was built without its report (not by the bench).
     */
    makeup(files) {
      if (!report) return null
      const kb = {}
      for (const file of files)
        for (const [owner, { gzipKb }] of Object.entries(report[file] ?? {})) kb[owner] = (kb[owner] ?? 0) + gzipKb
      return Object.entries(kb).sort((a, b) => b[1] - a[1])
    },
    /** gzip bytes of emitted files (paths relative to the bundle's root) */
    gzipKb: (files) => files.reduce((n, f) => n + gz(f), 0) / 1024,
    /**
     * The console's share of the JS a page load fetched: the loaded chunks the mock does not
     * need, and what they import. A chunk both share (ipaddr.js, say) counts only when the
     * console's loaded code imports it: fetched for the mock alone, a real rack never loads it.
     */
    consoleFiles(loaded) {
      const loadedKeys = new Set(loaded.map((f) => keyOfFile.get(f)))
      let keys = closure([...loadedKeys].filter((k) => k && appKeys.has(k)))
      // and the chunks the console's code imported lazily on the way (the generated client)
      for (let grew = true; grew;) {
        const lazy = [...keys]
          .flatMap((k) => manifest[k].dynamicImports ?? [])
          .filter((k) => loadedKeys.has(k) && !mockKeys.includes(k))
        const next = closure([...keys, ...lazy])
        grew = next.size > keys.size
        keys = next
      }
      return loaded.filter((f) => keys.has(keyOfFile.get(f)))
    },
  }
}

/** Collects the JS and CSS files a page fetched (paths relative to the bundle's root). */
export function collectAssets(page) {
  const assets = new Set()
  page.on('response', (res) => {
    const path = new URL(res.url()).pathname
    if (/\.(js|css)$/.test(path)) assets.add(path.slice(1))
  })
  return {
    js: () => [...assets].filter((f) => f.endsWith('.js')),
    css: () => [...assets].filter((f) => f.endsWith('.css')),
  }
}
