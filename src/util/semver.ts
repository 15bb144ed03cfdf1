/**
 * System versions are semantic versions (the API document's pattern for `system_version`).
 * The control plane orders them by semver's rules, leaving build metadata (`+...`) out:
 * a release and a rebuild of it count as the same version.
 */
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/

export const isSemver = (version: string) => SEMVER.test(version)

type Parsed = { core: number[]; pre: string[] }

function parse(version: string): Parsed {
  const m = SEMVER.exec(version)
  if (!m) throw new Error(`not a semantic version: ${version}`)
  return { core: [Number(m[1]), Number(m[2]), Number(m[3])], pre: m[4] ? m[4].split('.') : [] }
}

function compareIdentifiers(a: string, b: string): number {
  const numeric = (s: string) => /^\d+$/.test(s)
  if (numeric(a) && numeric(b)) return Number(a) - Number(b)
  // numeric identifiers sort before alphanumeric ones
  if (numeric(a) !== numeric(b)) return numeric(a) ? -1 : 1
  return a < b ? -1 : a > b ? 1 : 0
}

/** Negative, zero or positive as `a` is older than, the same as, or newer than `b`. */
export function compareVersions(a: string, b: string): number {
  const x = parse(a)
  const y = parse(b)
  for (let i = 0; i < 3; i++) if (x.core[i] !== y.core[i]) return x.core[i] - y.core[i]
  // a pre-release comes before its release
  if (x.pre.length === 0 || y.pre.length === 0) return y.pre.length - x.pre.length
  for (let i = 0; i < Math.min(x.pre.length, y.pre.length); i++) {
    const c = compareIdentifiers(x.pre[i], y.pre[i])
    if (c !== 0) return c
  }
  return x.pre.length - y.pre.length
}
