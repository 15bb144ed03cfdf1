/**
 * A silo's identity providers and the users they know, managed by operators (fleet admins)
 * or the silo's own admins; read by fleet viewers or the silo's own viewers (silo-scope.ts).
 *
 * As in the real API, the kind of silo decides what may be made in it: SAML providers only
 * in a `saml_jit` silo (`cannot create identity providers in this kind of Silo`), local
 * users and passwords only in a `local_only` one (elsewhere the local provider does not
 * exist: `not found: identity-provider with name "local"`).
 */
import type { MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { currentUser } from '../auth'
import { childrenOf, db, isUuid } from '../db'
import { alreadyExists, invalidRequest, notFound } from '../errors'
import { pageOf } from '../pagination'
import { isBase64Der, samlMetadataProblem } from '../pem'
import type { SamlIdpRow, SiloRow, UserRow } from '../records'
import { assertNameFree, created, newIdentity } from '../resources'
import { siloInScope } from '../silo-scope'

const userView = ({ id, display_name, silo_id }: UserRow) => ({ id, display_name, silo_id })

/** The silo's local identity provider: there is one only in a local-only silo. */
function localSilo(silo: SiloRow): SiloRow {
  if (silo.identity_mode !== 'local_only') throw notFound('identity-provider', 'name', 'local')
  return silo
}

function siloUser(silo: SiloRow, userId: string): UserRow {
  const user = db.users.find((u) => u.id === userId && u.silo_id === silo.id)
  if (!user) throw notFound('silo-user', 'id', userId)
  return user
}

type UserPassword = { mode: 'password'; value: string } | { mode: 'login_disallowed' }

/** The stored password a request asks for (undefined: no password sign-in). */
function passwordOf(body: UserPassword): string | undefined {
  if (body.mode === 'login_disallowed') return undefined
  // the API document caps the length at 512; the control plane also refuses an empty one
  if (body.value.length === 0) throw invalidRequest('passwords may not be empty')
  return body.value
}

/** Where the real control plane would fetch the metadata from; `.invalid` hosts never answer. */
function checkMetadataUrl(url: string): void {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw invalidRequest(`bad metadata URL: ${url}`)
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw invalidRequest(`bad metadata URL: ${url}`)
  }
  if (parsed.hostname.endsWith('.invalid')) {
    throw invalidRequest(`error fetching metadata from ${url}: the host could not be reached`)
  }
}

export const identityProviderHandlers: Partial<MSWHandlers> = {
  samlIdentityProviderCreate({ query, body, ...params }) {
    const silo = siloInScope(currentUser(params), query.silo, 'admin')
    if (silo.identity_mode !== 'saml_jit') {
      throw invalidRequest('cannot create identity providers in this kind of Silo')
    }
    assertNameFree(childrenOf(db.samlIdentityProviders, 'silo_id', silo.id), 'identity-provider', body.name)
    const source = body.idp_metadata_source
    if (source.type === 'url') {
      checkMetadataUrl(source.url)
    } else {
      const problem = samlMetadataProblem(source.data)
      if (problem) throw invalidRequest(`bad SAML metadata: ${problem}`)
    }
    const keys = body.signing_keypair
    if (keys && !isBase64Der(keys.public_cert)) {
      throw invalidRequest('signing_keypair: public_cert is not a base64-encoded DER certificate')
    }
    if (keys && !isBase64Der(keys.private_key)) {
      throw invalidRequest('signing_keypair: private_key is not a base64-encoded DER private key')
    }
    const row: SamlIdpRow = {
      ...newIdentity(body),
      silo_id: silo.id,
      acs_url: body.acs_url,
      slo_url: body.slo_url,
      idp_entity_id: body.idp_entity_id,
      sp_client_id: body.sp_client_id,
      technical_contact_email: body.technical_contact_email,
      group_attribute_name: body.group_attribute_name ?? null,
      public_cert: keys?.public_cert ?? null,
    }
    db.samlIdentityProviders.push(row)
    const { silo_id: _siloId, ...view } = row
    return created(view)
  },

  localIdpUserCreate({ query, body, ...params }) {
    const silo = localSilo(siloInScope(currentUser(params), query.silo, 'admin'))
    if (db.users.some((u) => u.silo_id === silo.id && u.login_name === body.external_id)) {
      throw alreadyExists('silo-user', body.external_id)
    }
    const user: UserRow = {
      id: crypto.randomUUID(),
      display_name: body.external_id,
      silo_id: silo.id,
      login_name: body.external_id,
      password: passwordOf(body.password),
    }
    db.users.push(user)
    return created(userView(user))
  },

  localIdpUserSetPassword({ path, query, body, ...params }) {
    const silo = localSilo(siloInScope(currentUser(params), query.silo, 'admin'))
    const user = siloUser(silo, path.userId)
    user.password = passwordOf(body)
    return 204
  },

  localIdpUserDelete({ path, query, ...params }) {
    const silo = localSilo(siloInScope(currentUser(params), query.silo, 'admin'))
    const user = siloUser(silo, path.userId)
    db.users = db.users.filter((u) => u !== user)
    db.groupMemberships = db.groupMemberships.filter((m) => m.user_id !== user.id)
    db.accessTokens = db.accessTokens.filter((t) => t.user_id !== user.id)
    return 204
  },

  siloUserList({ query, ...params }) {
    const silo = siloInScope(currentUser(params), query.silo, 'viewer')
    return pageOf(childrenOf(db.users, 'silo_id', silo.id), query, userView, 'id_ascending')
  },

  siloUserView({ path, query, ...params }) {
    const silo = siloInScope(currentUser(params), query.silo, 'viewer')
    if (!isUuid(path.userId)) throw invalidRequest(`bad path parameter "user_id": "${path.userId}" is not a valid id`)
    return userView(siloUser(silo, path.userId))
  },
}
