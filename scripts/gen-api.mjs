// Generates the typed client, zod validators and mock-handler shell from the pinned
// API document. The document itself is never committed: it comes from $NEXUS_SPEC,
// else ../shared/api/nexus.json, else a download checked against the pinned SHA-256.
import { createHash } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const pin = JSON.parse(readFileSync(join(root, 'scripts/api-spec.json'), 'utf8'))
const outDir = process.env.GEN_API_OUT ?? join(root, 'src/api/__generated__')
const stampFile = join(outDir, '.spec-sha256')

const sha256 = (buf) => createHash('sha256').update(buf).digest('hex')

function fail(message) {
  console.error(`\n[gen-api] ${message}\n`)
  process.exit(1)
}

async function download() {
  const url =
    process.env.NEXUS_SPEC_URL ?? `https://raw.githubusercontent.com/${pin.repository}/${pin.commit}/${pin.path}`
  console.log(`[gen-api] no local API document; downloading ${url}`)
  let res
  try {
    res = await fetch(url)
  } catch (e) {
    fail(
      `could not download the API document (${e.cause?.code ?? e.message}).\n` +
        `Set NEXUS_SPEC to a local copy of ${pin.path} at ${pin.repository}@${pin.commit},\n` +
        `or place it at ../shared/api/nexus.json.`,
    )
  }
  if (!res.ok) fail(`downloading the API document failed with HTTP ${res.status}`)
  const buf = Buffer.from(await res.arrayBuffer())
  if (sha256(buf) !== pin.sha256) {
    fail(
      `the downloaded API document does not match the pinned SHA-256.\n` +
        `  expected ${pin.sha256} (${pin.bytes} bytes)\n  got      ${sha256(buf)} (${buf.length} bytes)\nRefusing to use it.`,
    )
  }
  const file = join(tmpdir(), `nexus-${pin.commit}.json`)
  writeFileSync(file, buf)
  return { file, buf }
}

async function locate() {
  const shared = process.env.NEXUS_SHARED ?? join(root, '../shared/api/nexus.json')
  const candidates = [process.env.NEXUS_SPEC, shared].filter(Boolean)
  for (const file of candidates) {
    if (!existsSync(file)) {
      if (file === process.env.NEXUS_SPEC) fail(`NEXUS_SPEC points at ${file}, which does not exist`)
      continue
    }
    const buf = readFileSync(file)
    if (sha256(buf) !== pin.sha256) {
      if (file !== process.env.NEXUS_SPEC) {
        fail(`${file} does not match the pinned SHA-256 ${pin.sha256}; refusing to use it`)
      }
      console.warn(`[gen-api] warning: ${file} is not the pinned document (version ${pin.version}); generating anyway`)
    }
    return { file, buf }
  }
  return download()
}

const { file, buf } = await locate()
// the stamp names the post-processing too, so a change to it regenerates existing checkouts
const stamp = `${sha256(buf)} lazy-schemas-2 json-bytes-3 response-body-1`
if (existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === stamp && !process.argv.includes('--force')) {
  console.log('[gen-api] generated API is up to date')
} else {
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })
  const bin = join(root, 'node_modules/@oxide/openapi-gen-ts/dist/index.cjs')
  execFileSync(process.execPath, [bin, file, outDir, '--features', 'zod,msw'], { stdio: 'inherit' })
  const validators = join(outDir, 'validate.ts')
  writeFileSync(validators, lazySchemas(readFileSync(validators, 'utf8')))
  const handlers = join(outDir, 'msw-handlers.ts')
  writeFileSync(handlers, jsonAsBytes(readFileSync(handlers, 'utf8')))
  const util = join(outDir, 'util.ts')
  writeFileSync(util, ownResponseBody(readFileSync(util, 'utf8')))
  writeFileSync(stampFile, stamp + '\n')
  console.log(`[gen-api] generated ${outDir} from ${file}`)
}

/**
 * Each of the document's ~680 schemas built on its first use, not all when the module loads:
 * building them all took the in-browser mock ~170 ms before its worker could start, on the
 * path to the first page's first row, while a page's requests need a handful of them. Each
 * is a stand-in (src/api/lazySchema.ts) until it is read, which costs less than the
 * `z.lazy` wrapper each was before (the module: 26 -> 14 ms of a first visit). Every
 * `export const X = <expression>` runs to the next doc comment or export; the generator
 * declares a schema after those it uses, so no wrapped schema refers to itself.
 */
function lazySchemas(source) {
  const start = /^export const (\w+) = /gm
  const starts = [...source.matchAll(start)]
  const imports = "import { processResponseBody, uniqueItems } from './util';\n"
  if (starts.length < 100 || !source.includes(imports))
    throw new Error('[gen-api] the validators changed shape: adapt lazySchemas')
  let out = source
    .slice(0, starts[0].index)
    .replace(imports, `${imports}  import { lazySchema } from '../lazySchema';\n`)
  starts.forEach((m, i) => {
    const bodyStart = m.index + m[0].length
    const next = i + 1 < starts.length ? starts[i + 1].index : source.length
    const chunk = source.slice(bodyStart, next)
    // the statement ends where the next one's doc comment begins
    const comment = chunk.search(/\n\/\*\*/)
    const end = comment === -1 ? chunk.length : comment
    const expr = chunk.slice(0, end).trimEnd()
    out += `${m[0]}lazySchema(() => ${expr})\n${chunk.slice(end).replace(/^\s*\n/, '\n')}`
  })
  return out
}

/**
 * The mock's JSON answers (`json` of the generated shell) as bytes whose length is known:
 * msw's `HttpResponse.json` measures its text by making a Blob of it, which cost 0.1 ms a
 * response on an idle page and up to ~1 ms while the page renders (the in-browser mock runs
 * on the page's main thread, between the renders of the calls' answers).
 */
function jsonAsBytes(source) {
  const line = 'export const json = HttpResponse.json\n'
  if (!source.includes(line)) throw new Error('[gen-api] the mock shell changed shape: adapt jsonAsBytes')
  const replacement = `const utf8 = new TextEncoder()
    /** \`HttpResponse.json\` with the body encoded once, its length read from the bytes (scripts/gen-api.mjs) */
    export function json<BodyType extends JsonBodyType>(
      body?: NoInfer<BodyType> | null,
      init?: HttpResponseInit,
    ): HttpResponse<BodyType> {
      const headers = new Headers(init?.headers)
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json')
      const text = JSON.stringify(body)
      const bytes = text === undefined ? null : utf8.encode(text)
      if (!headers.has('Content-Length')) headers.set('Content-Length', String(bytes?.length ?? 0))
      return new HttpResponse(bytes, { ...init, headers }) as unknown as HttpResponse<BodyType>
    }
`
  const imports = 'type PathParams,\n'
  if (!source.includes(imports)) throw new Error('[gen-api] the mock shell changed shape: adapt jsonAsBytes')
  return source
    .replace(imports, `${imports}      type JsonBodyType,\n      type HttpResponseInit,\n`)
    .replace(line, replacement)
}

/**
 * Every answer's keys made camelCase and its timestamps Dates by src/api/responseBody.ts, which
 * gives what the generated `processResponseBody` gives at a fraction of its cost (5-15 ms for a
 * list of 1,000 instances). The generated helpers stay, for the tests that compare the two.
 */
function ownResponseBody(source) {
  const line = 'export const processResponseBody = mapObj(snakeToCamel, parseIfDate);\n'
  if (!source.includes(line)) throw new Error('[gen-api] the client helpers changed shape: adapt ownResponseBody')
  return source.replace(
    line,
    "// [console, scripts/gen-api.mjs] the same conversion, faster\nexport { processResponseBody } from '../responseBody';\n",
  )
}
