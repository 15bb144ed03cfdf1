// The source module that exports what the route table loaded lazily (a page's component, an
// area's routes): for tests that name a page's code as the build splits it, by its module.
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '..')
let sources: Map<string, string> | undefined

/** Every module of src but the tests, by its path from the repository's root, with its text. */
function sourceTexts() {
  sources ??= new Map(
    readdirSync(resolve(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|e2e)\.tsx?$/.test(file))
      .map((file) => [`src/${file}`, readFileSync(resolve(ROOT, 'src', file), 'utf8')]),
  )
  return sources
}

/** The module of src that exports `value` as `name`, as the build's manifest names it. */
export async function moduleExporting(name: string, value: unknown): Promise<string> {
  const declares = new RegExp(`export (async )?(function|const) ${name}\\b`)
  for (const [path, text] of sourceTexts()) {
    if (!declares.test(text)) continue
    const module = (await import(resolve(ROOT, path))) as Record<string, unknown>
    if (module[name] === value) return path
  }
  throw new Error(`no module of src exports ${name} as the route table loaded it`)
}
