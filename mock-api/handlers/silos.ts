/**
 * Creating and deleting silos (operators). What a create sets up and a delete takes away
 * follows the real control plane:
 *
 * - create: the silo, its quota, an empty policy, its TLS certificates and, when
 *   `admin_group_name` is given, that group, made silo admin. Silos that confer fleet roles
 *   on their members (`mapped_fleet_roles`) need a fleet admin; others a fleet collaborator.
 * - delete: refused while the silo holds a project (`silo to be deleted contains a
 *   project`); otherwise the silo goes with its quota, users (and their passwords, sessions
 *   and tokens), groups and memberships, identity providers, certificates, policy and its
 *   links to IP pools (the pools stay).
 */
import type { MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { currentUser, requireFleetRole } from '../auth'
import { db } from '../db'
import { invalidRequest } from '../errors'
import { certificateProblem, privateKeyProblem } from '../pem'
import type { CertificateRow, GroupRow, SiloRow } from '../records'
import { assertNameFree, created, newIdentity } from '../resources'
import { siloInScope } from '../silo-scope'

type CertificateCreate = { name: string; description: string; cert: string; key: string; service: 'external_api' }

function checkCertificates(certs: CertificateCreate[]): void {
  const seen = new Set<string>()
  for (const c of certs) {
    if (seen.has(c.name)) throw invalidRequest(`certificate names must be unique: "${c.name}" is given twice`)
    seen.add(c.name)
    const cert = certificateProblem(c.cert)
    if (cert) throw invalidRequest(`invalid certificate "${c.name}": ${cert}`)
    const key = privateKeyProblem(c.key)
    if (key) throw invalidRequest(`invalid private key of certificate "${c.name}": ${key}`)
  }
}

const confersFleetRoles = (mapped: Record<string, unknown[] | undefined> | undefined) =>
  Object.values(mapped ?? {}).some((roles) => (roles ?? []).length > 0)

export const siloHandlers: Partial<MSWHandlers> = {
  siloCreate({ body, ...params }) {
    const user = currentUser(params)
    requireFleetRole(user, confersFleetRoles(body.mapped_fleet_roles) ? 'admin' : 'collaborator')
    assertNameFree(db.silos, 'silo', body.name)
    if (body.quotas.cpus < 0) throw invalidRequest('Cannot create silo quota: CPU quota must not be negative')
    checkCertificates(body.tls_certificates)

    const silo: SiloRow = {
      ...newIdentity(body),
      discoverable: body.discoverable,
      identity_mode: body.identity_mode,
      mapped_fleet_roles: body.mapped_fleet_roles ?? {},
    }
    db.silos.push(silo)
    const { cpus, memory, storage } = body.quotas
    db.siloQuotas.push({ silo_id: silo.id, cpus, memory, storage })
    db.siloPolicies[silo.id] = { role_assignments: [] }
    for (const c of body.tls_certificates) {
      const row: CertificateRow = { ...newIdentity(c), cert: c.cert, key: c.key, service: c.service, silo_id: silo.id }
      db.certificates.push(row)
    }
    if (body.admin_group_name) {
      const group: GroupRow = { id: crypto.randomUUID(), display_name: body.admin_group_name, silo_id: silo.id }
      db.groups.push(group)
      db.siloPolicies[silo.id].role_assignments.push({
        identity_id: group.id,
        identity_type: 'silo_group',
        role_name: 'admin',
      })
    }
    return created(silo)
  },

  siloDelete({ path, ...params }) {
    const silo = siloInScope(currentUser(params), path.silo, 'admin', false)
    if (db.projects.some((p) => p.silo_id === silo.id)) {
      throw invalidRequest('silo to be deleted contains a project')
    }
    const users = new Set(db.users.filter((u) => u.silo_id === silo.id).map((u) => u.id))
    const groups = new Set(db.groups.filter((g) => g.silo_id === silo.id).map((g) => g.id))
    const other = <T extends { silo_id: string }>(row: T) => row.silo_id !== silo.id
    db.silos = db.silos.filter((s) => s.id !== silo.id)
    db.siloQuotas = db.siloQuotas.filter(other)
    db.users = db.users.filter(other)
    db.accessTokens = db.accessTokens.filter((t) => !users.has(t.user_id))
    db.groups = db.groups.filter(other)
    db.groupMemberships = db.groupMemberships.filter((m) => !users.has(m.user_id) && !groups.has(m.group_id))
    db.samlIdentityProviders = db.samlIdentityProviders.filter(other)
    db.certificates = db.certificates.filter(other)
    db.ipPoolSiloLinks = db.ipPoolSiloLinks.filter((l) => l.silo_id !== silo.id)
    delete db.siloPolicies[silo.id]
    return 204
  },
}
