/**
 * The Update Framework (TUF) as far as the mock needs it for software update:
 *
 * - a *root role* is a JSON document `{ signed: { _type: "root", keys, roles, ... },
 *   signatures: [{ keyid, sig }] }`; the trust store holds such documents, and the API takes
 *   one only if it is signed by its own root keys (self-signed), up to the root threshold;
 * - a *repository archive* (what `system_update_put_repository` receives) is a zip whose
 *   files all sit under `repo/`: `repo/metadata/1.root.json`, `repo/metadata/<n>.targets.json`
 *   (or `targets.json`), and the targets in `repo/targets/` (named `<sha256>.<name>` when
 *   the root asks for consistent snapshots). The target `artifacts.json` names the system
 *   version and the artifacts (`{ name, version, kind, target }`).
 *
 * The mock checks the structure, the hashes and lengths of the targets, and which keys signed
 * what, but not the signatures' cryptography: a signature counts when its key id is one of
 * the role's keys. A repository is accepted when its root role carries enough signatures of
 * the root keys of some trust root in the store.
 *
 * Refusals are `400 InvalidRequest`, worded as the real control plane's chain of errors
 * ("error opening archive: ...", "error loading repository: ...").
 */
import type * as Api from '../src/api/__generated__/Api'
import type { Json } from '../src/api/__generated__/msw-handlers'
import { invalidRequest } from './errors'
import { isSemver } from '../src/util/semver'
import { unzip, ZipReadError, type UnzippedEntry } from './unzip'

type Role = { keyids: string[]; threshold: number }
export type RootRole = {
  signed: {
    _type: 'root'
    spec_version: string
    consistent_snapshot: boolean
    version: number
    expires: string
    keys: Record<string, unknown>
    roles: Record<'root' | 'snapshot' | 'targets' | 'timestamp', Role>
  }
  signatures: { keyid: string; sig: string }[]
}

type Signed = { signed: Record<string, unknown>; signatures: { keyid: string; sig: string }[] }

const ROLE_NAMES = ['root', 'snapshot', 'targets', 'timestamp'] as const

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The first thing that keeps `value` from being a signed root role, as serde would say it. */
function rootRoleProblem(value: unknown): string | null {
  if (!isObject(value)) return 'invalid type: expected struct Signed'
  if (!isObject(value.signed)) return 'missing field `signed`'
  if (!Array.isArray(value.signatures)) return 'missing field `signatures`'
  const s = value.signed
  if (s._type !== 'root') return `unknown variant \`${String(s._type)}\`, expected \`root\``
  for (const field of ['consistent_snapshot', 'version', 'expires', 'keys', 'roles', 'spec_version']) {
    if (!(field in s)) return `missing field \`${field}\``
  }
  if (!isObject(s.keys) || !isObject(s.roles)) return 'invalid type: expected a map'
  if (typeof s.expires !== 'string' || Number.isNaN(Date.parse(s.expires))) return 'invalid value: `expires`'
  for (const name of ROLE_NAMES) {
    const role = s.roles[name]
    if (!isObject(role)) return `missing field \`${name}\``
    if (!Array.isArray(role.keyids) || !Number.isInteger(role.threshold) || Number(role.threshold) < 1) {
      return `invalid role \`${name}\``
    }
  }
  for (const sig of value.signatures as unknown[]) {
    if (!isObject(sig) || typeof sig.keyid !== 'string' || typeof sig.sig !== 'string') {
      return 'invalid signature: expected `keyid` and `sig`'
    }
  }
  return null
}

/** How many of `doc`'s signatures are by keys of `role` (each key counted once). */
function signaturesBy(doc: Signed, role: Role, keys: Record<string, unknown>): number {
  const by = new Set(doc.signatures.map((s) => s.keyid).filter((id) => role.keyids.includes(id) && id in keys))
  return by.size
}

const thresholdNotMet = (role: string, threshold: number, valid: number) =>
  `signature threshold of ${threshold} not met for role ${role} (${valid} valid signatures)`

/**
 * Parses a trust root as `system_update_trust_root_create` does: a signed root role, signed
 * by its own root keys. Throws the API's 400 otherwise.
 */
export function checkTrustRoot(value: unknown): RootRole {
  const problem = rootRoleProblem(value)
  if (problem) throw invalidRequest(`unable to parse JSON body: ${problem}`)
  const root = value as RootRole
  const { root: role } = root.signed.roles
  const valid = signaturesBy(root, role, root.signed.keys)
  if (valid < role.threshold) {
    throw invalidRequest(
      `unable to parse JSON body: Unable to verify root role: ${thresholdNotMet('root', role.threshold, valid)}`,
    )
  }
  return root
}

const refuse = (step: string, why: string) => invalidRequest(`${step}: ${why}`)

export async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('')
}

function openArchive(bytes: Uint8Array<ArrayBuffer>): Map<string, Uint8Array<ArrayBuffer>> {
  let entries: UnzippedEntry[]
  try {
    entries = unzip(bytes)
  } catch (e) {
    if (e instanceof ZipReadError) throw refuse('error opening archive', e.message)
    throw e
  }
  const files = new Map<string, Uint8Array<ArrayBuffer>>()
  for (const entry of entries) {
    if (entry.isDirectory) throw refuse('error opening archive', 'archive must consist only of files, not directories')
    const parts = entry.path.split('/')
    const bad = entry.path.startsWith('/') || parts[0] !== 'repo' || parts.length < 2 || parts.includes('..')
    if (bad) throw refuse('error opening archive', `invalid path in archive \`${entry.path}\`: must be under \`repo/\``)
    files.set(entry.path, entry.bytes.slice())
  }
  return files
}

function readJson(files: Map<string, Uint8Array<ArrayBuffer>>, path: string, step: string): unknown {
  const bytes = files.get(path)
  if (!bytes) throw refuse(step, `${path.replace(/^repo\//, '')} is missing`)
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown
  } catch {
    throw refuse(step, `${path.replace(/^repo\//, '')} is not valid JSON`)
  }
}

/** The repository's root, checked against the trust store: some trust root must vouch for it. */
function trustedRoot(files: Map<string, Uint8Array<ArrayBuffer>>, trustStore: readonly RootRole[]): RootRole {
  const value = readJson(files, 'repo/metadata/1.root.json', 'error loading repository')
  const problem = rootRoleProblem(value)
  if (problem) throw refuse('error loading repository', `metadata/1.root.json: ${problem}`)
  const root = value as RootRole
  if (trustStore.length === 0) throw refuse('error loading repository', 'trust store is empty')
  let best = { threshold: 1, valid: 0 }
  for (const trusted of trustStore) {
    const role = trusted.signed.roles.root
    const valid = signaturesBy(root, role, trusted.signed.keys)
    if (valid >= role.threshold) return root
    if (valid >= best.valid) best = { threshold: role.threshold, valid }
  }
  throw refuse('error loading repository', thresholdNotMet('root', best.threshold, best.valid))
}

type TargetsMeta = { version: number; targets: Record<string, { length: number; hashes: { sha256: string } }> }

/** The newest targets metadata, signed by the root's targets keys. */
function targetsOf(files: Map<string, Uint8Array<ArrayBuffer>>, root: RootRole): TargetsMeta {
  const numbered = [...files.keys()]
    .map((p) => /^repo\/metadata\/(\d+)\.targets\.json$/.exec(p))
    .filter((m) => m !== null)
    .sort((a, b) => Number(b[1]) - Number(a[1]))
  const path = numbered[0]?.[0] ?? 'repo/metadata/targets.json'
  const doc = readJson(files, path, 'error loading repository')
  if (!isObject(doc) || !isObject(doc.signed) || !Array.isArray(doc.signatures) || !isObject(doc.signed.targets)) {
    throw refuse('error loading repository', `${path.replace(/^repo\//, '')}: not signed targets metadata`)
  }
  const role = root.signed.roles.targets
  const valid = signaturesBy(doc as Signed, role, root.signed.keys)
  if (valid < role.threshold)
    throw refuse('error loading repository', thresholdNotMet('targets', role.threshold, valid))
  return { version: Number(doc.signed.version) || 1, targets: doc.signed.targets as TargetsMeta['targets'] }
}

/** A target's bytes, checked against the length and hash the targets metadata gives. */
async function targetBytes(
  files: Map<string, Uint8Array<ArrayBuffer>>,
  root: RootRole,
  meta: TargetsMeta,
  name: string,
) {
  const target = meta.targets[name] as TargetsMeta['targets'][string] | undefined
  const sha256 = target?.hashes?.sha256
  const path = `repo/targets/${root.signed.consistent_snapshot ? `${sha256}.` : ''}${name}`
  const bytes = files.get(path)
  if (!target || !bytes) return null
  if (bytes.length !== target.length || (await sha256Hex(bytes)) !== sha256) {
    throw refuse(`error locating target \`${name}\` in repository`, 'its length or hash does not match the metadata')
  }
  return { bytes, sha256, length: target.length }
}

type ArtifactEntry = { name: string; version: string; kind: string; target: string }

function artifactsDocument(bytes: Uint8Array): { system_version: string; artifacts: ArtifactEntry[] } {
  const why = (s: string) => refuse('error reading artifacts.json', s)
  let doc: unknown
  try {
    doc = JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    throw why('not valid JSON')
  }
  if (!isObject(doc) || typeof doc.system_version !== 'string') throw why('missing field `system_version`')
  if (!isSemver(doc.system_version)) throw why(`invalid system version \`${doc.system_version}\``)
  if (!Array.isArray(doc.artifacts)) throw why('missing field `artifacts`')
  const fields = ['name', 'version', 'kind', 'target'] as const
  for (const a of doc.artifacts as unknown[]) {
    if (!isObject(a) || fields.some((f) => typeof a[f] !== 'string'))
      throw why('an artifact lacks name, version, kind or target')
  }
  return { system_version: doc.system_version, artifacts: doc.artifacts as ArtifactEntry[] }
}

/**
 * What the control plane records of an uploaded repository, or the API's 400 saying why it
 * will not take it. `trustStore` is the root roles of the trust store.
 */
export async function readRepository(
  archive: Uint8Array<ArrayBuffer>,
  fileName: string,
  trustStore: readonly RootRole[],
): Promise<Json<Api.TufRepoDescription>> {
  const files = openArchive(archive)
  const root = trustedRoot(files, trustStore)
  const meta = targetsOf(files, root)
  const doc = await targetBytes(files, root, meta, 'artifacts.json')
  if (!doc) throw refuse('error reading artifacts.json', 'artifacts.json should be present')
  const { system_version, artifacts } = artifactsDocument(doc.bytes)
  const described: Json<Api.TufArtifactMeta>[] = []
  for (const a of artifacts) {
    const target = await targetBytes(files, root, meta, a.target)
    if (!target) throw invalidRequest(`artifacts.json defines target \`${a.target}\` which is missing from the repo`)
    described.push({
      id: { kind: a.kind, name: a.name, version: a.version },
      hash: target.sha256,
      size: target.length,
      sign: null,
    })
  }
  return {
    repo: {
      file_name: fileName,
      hash: await sha256Hex(archive),
      system_version,
      targets_role_version: meta.version,
      valid_until: new Date(root.signed.expires).toISOString(),
    },
    artifacts: described,
  }
}
