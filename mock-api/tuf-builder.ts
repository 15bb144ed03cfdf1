/**
 * Builds the TUF documents and repository archives that tuf.ts reads: root roles for the
 * trust store, and release repositories as tufaceous lays them out (everything under `repo/`,
 * consistent snapshots, one key for every role). For the seed, the mock's tests and the
 * browser tests. Signatures are placeholders: the mock matches them by key id (see tuf.ts).
 */
import { sha256Hex, type RootRole } from './tuf'
import { zip, type ZipEntry } from './zip'

/** A placeholder signature: 64 bytes of hex, different for each key and document. */
const placeholderSig = (keyid: string, what: string) =>
  Array.from({ length: 128 }, (_, i) =>
    ((keyid.charCodeAt(i % keyid.length) + what.length + i) % 16).toString(16),
  ).join('')

export type RootRoleOptions = {
  /** the one key of every role (hex) */
  keyid: string
  expires?: string
  /** who signed the document; by default its own key (self-signed) */
  signedBy?: string[]
}

export function rootRole({ keyid, expires = '2035-01-01T00:00:00Z', signedBy = [keyid] }: RootRoleOptions): RootRole {
  const role = { keyids: [keyid], threshold: 1 }
  return {
    signed: {
      _type: 'root',
      spec_version: '1.0.0',
      consistent_snapshot: true,
      version: 1,
      expires,
      keys: { [keyid]: { keytype: 'ed25519', scheme: 'ed25519', keyval: { public: keyid.slice(0, 64) } } },
      roles: { root: role, snapshot: role, targets: role, timestamp: role },
    },
    signatures: signedBy.map((k) => ({ keyid: k, sig: placeholderSig(k, 'root') })),
  }
}

export type ArtifactSpec = { kind: string; name: string; version: string; bytes: Uint8Array<ArrayBuffer> }

export type RepositoryOptions = {
  systemVersion: string
  root: RootRole
  artifacts: ArtifactSpec[]
  /** keys that sign the targets metadata; by default the root's targets key */
  targetsSignedBy?: string[]
  /** leave these targets out of the archive (to build a broken repository) */
  omitTargets?: string[]
}

const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value, null, 2))

export const targetName = (a: Pick<ArtifactSpec, 'kind' | 'name' | 'version'>) =>
  `${a.kind}-${a.name}-${a.version}.tar.gz`

/** A zip archive of a release repository, as `system_update_put_repository` takes it. */
export async function repositoryArchive(opts: RepositoryOptions): Promise<Uint8Array<ArrayBuffer>> {
  const { root, systemVersion } = opts
  const targets: { name: string; bytes: Uint8Array<ArrayBuffer> }[] = opts.artifacts.map((a) => ({
    name: targetName(a),
    bytes: a.bytes,
  }))
  const artifactsDoc = {
    system_version: systemVersion,
    artifacts: opts.artifacts.map((a) => ({ name: a.name, version: a.version, kind: a.kind, target: targetName(a) })),
  }
  targets.unshift({ name: 'artifacts.json', bytes: json(artifactsDoc) })

  const described = await Promise.all(targets.map(async (t) => ({ ...t, sha256: await sha256Hex(t.bytes) })))
  const keyid = root.signed.roles.targets.keyids[0]
  const signer = (what: string, keys = [keyid]) => keys.map((k) => ({ keyid: k, sig: placeholderSig(k, what) }))
  const expires = root.signed.expires
  const targetsMeta = {
    signed: {
      _type: 'targets',
      spec_version: '1.0.0',
      version: 1,
      expires,
      targets: Object.fromEntries(
        described.map((t) => [t.name, { length: t.bytes.length, hashes: { sha256: t.sha256 } }]),
      ),
    },
    signatures: signer('targets', opts.targetsSignedBy),
  }
  const snapshot = {
    signed: { _type: 'snapshot', spec_version: '1.0.0', version: 1, expires, meta: {} },
    signatures: signer('snapshot'),
  }
  const timestamp = {
    signed: { _type: 'timestamp', spec_version: '1.0.0', version: 1, expires, meta: {} },
    signatures: signer('timestamp'),
  }
  const entries: ZipEntry[] = [
    { path: 'repo/metadata/1.root.json', bytes: json(root) },
    { path: 'repo/metadata/1.targets.json', bytes: json(targetsMeta) },
    { path: 'repo/metadata/1.snapshot.json', bytes: json(snapshot) },
    { path: 'repo/metadata/timestamp.json', bytes: json(timestamp) },
    ...described
      .filter((t) => !opts.omitTargets?.includes(t.name))
      .map((t) => ({ path: `repo/targets/${t.sha256}.${t.name}`, bytes: t.bytes })),
  ]
  return zip(entries)
}

/** Artifacts like a release's (service processor, root of trust, host OS, control plane), `size` bytes each. */
export function releaseArtifacts(version: string, size = 256): ArtifactSpec[] {
  const kinds: [string, string][] = [
    ['gimlet_sp', 'gimlet-d'],
    ['gimlet_rot', 'oxide-rot-1'],
    ['host', 'host'],
    ['trampoline', 'trampoline'],
    ['control_plane', 'control-plane'],
    ['switch_sp', 'sidecar-c'],
  ]
  return kinds.map(([kind, name], i) => {
    const bytes = new Uint8Array(size)
    for (let j = 0; j < size; j++) bytes[j] = (j * 31 + i * 7 + version.length) & 0xff
    return { kind, name, version, bytes }
  })
}
