/** Users, groups, silos and identity providers. */
import type { MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { currentUser, requireFleetRole } from '../auth'
import { childrenOf, db, lookupGroup, lookupSamlIdp, lookupSilo } from '../db'
import { pageOf, paginate } from '../pagination'
import type { SamlIdpRow, UserRow } from '../records'
import { siloInScope } from '../silo-scope'

const userView = ({ id, display_name, silo_id }: UserRow) => ({ id, display_name, silo_id })

const identityProviderView = (p: SamlIdpRow) => ({
  id: p.id,
  name: p.name,
  description: p.description,
  provider_type: 'saml' as const,
  time_created: p.time_created,
  time_modified: p.time_modified,
})

const samlIdentityProviderView = ({ silo_id: _siloId, ...p }: SamlIdpRow) => ({
  ...p,
  group_attribute_name: p.group_attribute_name ?? null,
  public_cert: p.public_cert ?? null,
})

export const identityHandlers: Partial<MSWHandlers> = {
  // Any member of a silo may list its users and groups (the console resolves names this way).
  userList({ query, ...params }) {
    const user = currentUser(params)
    let users = db.users.filter((u) => u.silo_id === user.silo_id)
    if (query.group) {
      const group = lookupGroup(query.group, user.silo_id)
      const members = new Set(db.groupMemberships.filter((m) => m.group_id === group.id).map((m) => m.user_id))
      users = users.filter((u) => members.has(u.id))
    }
    return pageOf(users, query, userView, 'id_ascending')
  },

  groupList({ query, ...params }) {
    const user = currentUser(params)
    return paginate(childrenOf(db.groups, 'silo_id', user.silo_id), query, 'id_ascending')
  },

  groupView({ path, ...params }) {
    const user = currentUser(params)
    return lookupGroup(path.groupId, user.silo_id)
  },

  // Non-discoverable silos are left out of the list but can still be fetched by id or name.
  siloList({ query, ...params }) {
    const user = currentUser(params)
    requireFleetRole(user, 'viewer')
    return paginate(
      db.silos.filter((s) => s.discoverable),
      query,
    )
  },

  siloView({ path, ...params }) {
    const user = currentUser(params)
    requireFleetRole(user, 'viewer')
    return lookupSilo(path.silo)
  },

  siloIdentityProviderList({ query, ...params }) {
    const user = currentUser(params)
    const silo = siloInScope(user, query.silo, 'viewer')
    return pageOf(childrenOf(db.samlIdentityProviders, 'silo_id', silo.id), query, identityProviderView)
  },

  samlIdentityProviderView({ path, query, ...params }) {
    const user = currentUser(params)
    const silo = siloInScope(user, query.silo, 'viewer')
    return samlIdentityProviderView(lookupSamlIdp(silo.id, path.provider))
  },
}
