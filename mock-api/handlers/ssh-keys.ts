/**
 * SSH keys: each user manages their own; an instance remembers which of its creator's keys
 * it was given (a key deleted later drops out of its list).
 *
 * Like the real API, the public key is stored as given, unchecked: the console checks it.
 * By name, a key is looked for among the caller's own; by id, among everyone's, with the
 * real API's rules for another user's key: anyone in the owner's silo (or a fleet viewer)
 * may read it, and the owner's silo admins (or a fleet admin) may delete it. A key the caller
 * may read but not delete answers 403; one they may not read, 404 as if it did not exist.
 */
import type { MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { atLeast, currentUser, fleetRole, siloRole } from '../auth'
import { byNameOrId, childrenOf, db, isUuid } from '../db'
import { forbidden, notFound } from '../errors'
import { lookupInstance } from '../lookups'
import { paginate } from '../pagination'
import type { SshKeyRow, UserRow } from '../records'
import { assertNameFree, created, newIdentity } from '../resources'

const keysOf = (user: UserRow) => childrenOf(db.sshKeys, 'silo_user_id', user.id)

const ownerOf = (key: SshKeyRow) => db.users.find((u) => u.id === key.silo_user_id)

function mayRead(user: UserRow, owner: UserRow) {
  return owner.id === user.id || owner.silo_id === user.silo_id || atLeast(fleetRole(user), 'viewer')
}

function mayDelete(user: UserRow, owner: UserRow) {
  return owner.id === user.id || atLeast(siloRole(user, owner.silo_id), 'admin') || atLeast(fleetRole(user), 'admin')
}

/** A key the caller may read: their own by name, anyone's they may read by id. */
function lookupKey(user: UserRow, nameOrId: string): SshKeyRow {
  if (!isUuid(nameOrId)) return byNameOrId(keysOf(user), 'ssh-key', nameOrId)
  const key = db.sshKeys.find((k) => k.id === nameOrId)
  const owner = key && ownerOf(key)
  if (!key || !owner || !mayRead(user, owner)) throw notFound('ssh-key', 'id', nameOrId)
  return key
}

export const sshKeyHandlers: Partial<MSWHandlers> = {
  currentUserSshKeyList({ query, ...params }) {
    const user = currentUser(params)
    return paginate(keysOf(user), query)
  },

  currentUserSshKeyCreate({ body, ...params }) {
    const user = currentUser(params)
    assertNameFree(keysOf(user), 'ssh-key', body.name)
    const key: SshKeyRow = { ...newIdentity(body), public_key: body.public_key, silo_user_id: user.id }
    db.sshKeys.push(key)
    return created(key)
  },

  currentUserSshKeyView({ path, ...params }) {
    const user = currentUser(params)
    return lookupKey(user, path.sshKey)
  },

  currentUserSshKeyDelete({ path, ...params }) {
    const user = currentUser(params)
    const key = lookupKey(user, path.sshKey)
    if (!mayDelete(user, ownerOf(key)!)) throw forbidden()
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
