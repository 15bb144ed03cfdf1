// A trust root is a TUF root role: `{ signed: { _type: "root", keys, roles, expires, ... },
// signatures }`, signed by its own root keys. What an operator pastes or picks is read here
// before it is sent, so that a wrong document (a targets role, a key file, half a copy) is
// said next to the field; the API checks the signatures themselves.

export type RootRoleSummary = {
  version: number
  expires: Date
  /** the keys that may sign the root role, and how many of them must */
  rootKeyIds: string[]
  threshold: number
  signatures: number
}

type Read = { ok: true; document: unknown; summary: RootRoleSummary } | { ok: false; message: string }

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** What a root role says of itself, or null when it is not one (also for the API's camelCased copy). */
export function summarize(document: unknown): RootRoleSummary | null {
  if (!isObject(document) || !isObject(document.signed) || !Array.isArray(document.signatures)) return null
  const { signed } = document
  const root = isObject(signed.roles) ? signed.roles.root : undefined
  if (!isObject(root) || !Array.isArray(root.keyids)) return null
  const expires = new Date(String(signed.expires))
  return {
    version: Number(signed.version),
    expires,
    rootKeyIds: root.keyids.map(String),
    threshold: Number(root.threshold),
    signatures: document.signatures.length,
  }
}

function problem(document: unknown): string | null {
  if (!isObject(document)) return 'A root role is a JSON object'
  if (!isObject(document.signed) || !Array.isArray(document.signatures)) {
    return 'A root role has "signed" and "signatures"; this document lacks them (is it a whole root.json?)'
  }
  const { signed } = document
  if (signed._type !== 'root') {
    return `This is a "${String(signed._type)}" role; the trust store takes the root role (root.json)`
  }
  if (Number.isNaN(Date.parse(String(signed.expires)))) return 'The root role has no readable "expires" date'
  const roles = isObject(signed.roles) ? signed.roles : {}
  const missing = ['root', 'snapshot', 'targets', 'timestamp'].filter((r) => !isObject(roles[r]))
  if (missing.length > 0) return `The root role names no keys for: ${missing.join(', ')}`
  const summary = summarize(document)!
  const keys = isObject(signed.keys) ? signed.keys : {}
  const by = new Set(
    document.signatures
      .map((s: unknown) => (isObject(s) ? String(s.keyid) : ''))
      .filter((id) => summary.rootKeyIds.includes(id) && id in keys),
  )
  if (!(summary.threshold >= 1) || by.size < summary.threshold) {
    return `It must be signed by its own root keys: ${by.size} of the ${summary.threshold} signatures needed`
  }
  return null
}

/** Reads pasted text as a trust root: the document and its summary, or what is wrong with it. */
export function readRootRole(text: string): Read {
  if (text.trim() === '') return { ok: false, message: 'Paste the root role, or choose its file' }
  let document: unknown
  try {
    document = JSON.parse(text)
  } catch (e) {
    return { ok: false, message: `This is not valid JSON: ${(e as Error).message}` }
  }
  const wrong = problem(document)
  return wrong ? { ok: false, message: wrong } : { ok: true, document, summary: summarize(document)! }
}
