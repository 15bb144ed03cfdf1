/**
 * SSH keys: each user manages their own; an instance remembers which of its creator's keys
 * it was given (a key deleted later drops out of its list).
 */
import type { MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { currentUser } from '../auth'
import { byNameOrId, childrenOf, db } from '../db'
import { invalidRequest } from '../errors'
import { lookupInstance } from '../lookups'
import { paginate } from '../pagination'
import type { SshKeyRow, UserRow } from '../records'
import { assertNameFree, created, newIdentity } from '../resources'

const KEY_TYPES = [
  'ssh-ed25519',
  'ssh-rsa',
  'ecdsa-sha2-nistp256',
  'ecdsa-sha2-nistp384',
  'ecdsa-sha2-nistp521',
  'sk-ssh-ed25519@openssh.com',
  'sk-ecdsa-sha2-nistp256@openssh.com',
]

/**
 * An OpenSSH public key line: `<type> <base64 blob> [comment]`, where the blob starts with
 * the same type name (length-prefixed). Catches pasted private keys and truncated copies.
 */
export function isOpenSshPublicKey(text: string): boolean {
  const [type, blob] = text.trim().split(/\s+/)
  if (!type || !blob || !KEY_TYPES.includes(type) || !/^[A-Za-z0-9+/]+={0,2}$/.test(blob)) return false
  let bytes: string
  try {
    bytes = atob(blob)
  } catch {
    return false
  }
  const length =
    ((bytes.charCodeAt(0) << 24) | (bytes.charCodeAt(1) << 16) | (bytes.charCodeAt(2) << 8) | bytes.charCodeAt(3)) >>> 0
  return length === type.length && bytes.slice(4, 4 + length) === type && bytes.length > 4 + length
}

const keysOf = (user: UserRow) => childrenOf(db.sshKeys, 'silo_user_id', user.id)

const lookupOwnKey = (user: UserRow, nameOrId: string): SshKeyRow => byNameOrId(keysOf(user), 'ssh-key', nameOrId)

export const sshKeyHandlers: Partial<MSWHandlers> = {
  currentUserSshKeyList({ query, ...params }) {
    const user = currentUser(params)
    return paginate(keysOf(user), query)
  },

  currentUserSshKeyCreate({ body, ...params }) {
    const user = currentUser(params)
    assertNameFree(keysOf(user), 'ssh-key', body.name)
    if (!isOpenSshPublicKey(body.public_key)) {
      throw invalidRequest('unsupported value for "public_key": not an OpenSSH public key')
    }
    const key: SshKeyRow = { ...newIdentity(body), public_key: body.public_key.trim(), silo_user_id: user.id }
    db.sshKeys.push(key)
    return created(key)
  },

  currentUserSshKeyView({ path, ...params }) {
    const user = currentUser(params)
    return lookupOwnKey(user, path.sshKey)
  },

  currentUserSshKeyDelete({ path, ...params }) {
    const user = currentUser(params)
    const key = lookupOwnKey(user, path.sshKey)
    db.sshKeys = db.sshKeys.filter((k) => k !== key)
    return 204
  },

  instanceSshPublicKeyList({ path, query, ...params }) {
    const user = currentUser(params)
    const { row } = lookupInstance(user, path.instance, query.project)
    const ids = new Set(row.ssh_key_ids)
    return paginate(
      db.sshKeys.filter((k) => ids.has(k.id)),
      query,
    )
  },
}
