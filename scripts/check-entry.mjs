// The modules every page needs (the router, the API client, the path builder, errors) must
// stay in the entry chunk. rolldown 1.2 sometimes splits them into chunks of their own when
// a lazily loaded page imports a module the entry already holds (rolldown#10731): the page
// still works, but every first load fetches more files and ~1.4 KB more gzip, and nothing
// else would notice. Checked on both builds' manifests; exits non-zero when split.
import { existsSync, readFileSync } from 'node:fs'

// chunks named after these modules are the split; `chunk-…` is the router's own dist file
const ENTRY_MODULES = new Set(['client', 'paths', 'errors', 'session', 'names', 'params', 'routing'])
const isSplit = (name) => ENTRY_MODULES.has(name) || name.startsWith('chunk-')

let failed = false
for (const out of ['dist', 'dist-test']) {
  const file = `${out}/.vite/manifest.json`
  if (!existsSync(file)) continue
  const manifest = JSON.parse(readFileSync(file, 'utf8'))
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  const split = (entry.imports ?? []).map((key) => manifest[key].name).filter(isSplit)
  if (split.length > 0) {
    failed = true
    console.error(
      `${out}: the entry chunk imports ${split.join(', ')} from chunks of their own. A lazily loaded ` +
        'module that imports one of them directly can cause this (see src/features/access/routes.tsx): ' +
        'find it by removing imports one at a time and checking dist-test/.vite/manifest.json.',
    )
  } else console.log(`${out}: the entry chunk holds the router and the API client`)
}
process.exit(failed ? 1 : 0)
