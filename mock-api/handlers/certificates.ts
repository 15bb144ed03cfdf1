/**
 * A silo's TLS certificates for its external API, and its authentication settings. Both
 * belong to the caller's own silo (the API names no silo).
 *
 * Roles, as the real API's policy has them: a silo's certificates are seen and changed by
 * its admins and by fleet admins only (anyone else listing or adding gets 403, and a
 * certificate they may not read is not found); its authentication settings are read by
 * anyone with a role on the silo and changed by its admins (or fleet admins).
 *
 * A new certificate is checked as the control plane checks it: PEM shape (the same checks as
 * a silo's certificates at silo creation), then that the first certificate of the chain is in
 * date and that the private key is its key. The real API also checks that the certificate
 * names the silo's DNS name; the mock knows no DNS name, so it does not.
 */
import type { MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { certificatePairProblem } from '../../src/util/x509'
import { atLeast, currentUser, fleetRole, siloRole } from '../auth'
import { byNameOrId, db } from '../db'
import { forbidden, invalidValue, notFound } from '../errors'
import { paginate } from '../pagination'
import { certificateProblem, privateKeyProblem } from '../pem'
import type { CertificateRow, RoleName, UserRow } from '../records'
import { assertNameFree, created, newIdentity } from '../resources'

/** The caller's role on their own silo, counting a fleet role as the same role on every silo. */
const roleOnOwnSilo = (user: UserRow): RoleName | null => {
  const silo = siloRole(user)
  const fleet = fleetRole(user)
  return atLeast(fleet, 'admin') || atLeast(silo, 'admin') ? 'admin' : (silo ?? fleet)
}

function requireRole(user: UserRow, role: RoleName): void {
  if (!atLeast(roleOnOwnSilo(user), role)) throw forbidden()
}

const certificatesOf = (user: UserRow) => db.certificates.filter((c) => c.silo_id === user.silo_id)

/** A certificate of the caller's silo; one they may not read is not found, as a missing one. */
function lookupCertificate(user: UserRow, nameOrId: string): CertificateRow {
  const cert = byNameOrId(certificatesOf(user), 'certificate', nameOrId)
  if (!atLeast(roleOnOwnSilo(user), 'admin'))
    throw notFound('certificate', cert.id === nameOrId ? 'id' : 'name', nameOrId)
  return cert
}

/** What the API shows of a certificate: never its private key. */
const view = ({ key: _key, silo_id: _silo, ...cert }: CertificateRow) => cert

export const certificateHandlers: Partial<MSWHandlers> = {
  certificateList({ query, ...params }) {
    const user = currentUser(params)
    requireRole(user, 'admin')
    return paginate(certificatesOf(user).map(view), query)
  },

  certificateCreate({ body, ...params }) {
    const user = currentUser(params)
    requireRole(user, 'admin')
    const shape = certificateProblem(body.cert)
    if (shape) throw invalidValue('certificate', shape)
    const keyShape = privateKeyProblem(body.key)
    if (keyShape) throw invalidValue('private-key', keyShape)
    const problem = certificatePairProblem(body.cert, body.key)
    if (problem) throw invalidValue(problem.field === 'cert' ? 'certificate' : 'private-key', problem.message)
    assertNameFree(certificatesOf(user), 'certificate', body.name)
    const row: CertificateRow = {
      ...newIdentity(body),
      cert: body.cert,
      key: body.key,
      service: body.service,
      silo_id: user.silo_id,
    }
    db.certificates.push(row)
    return created(view(row))
  },

  certificateView({ path, ...params }) {
    const user = currentUser(params)
    return view(lookupCertificate(user, path.certificate))
  },

  certificateDelete({ path, ...params }) {
    const user = currentUser(params)
    const cert = lookupCertificate(user, path.certificate)
    db.certificates = db.certificates.filter((c) => c !== cert)
    return 204
  },

  authSettingsView(params) {
    const user = currentUser(params)
    requireRole(user, 'viewer')
    return { silo_id: user.silo_id, device_token_max_ttl_seconds: db.deviceTokenMaxTtl[user.silo_id] ?? null }
  },

  authSettingsUpdate({ body, ...params }) {
    const user = currentUser(params)
    requireRole(user, 'admin')
    db.deviceTokenMaxTtl[user.silo_id] = body.device_token_max_ttl_seconds ?? null
    return { silo_id: user.silo_id, device_token_max_ttl_seconds: body.device_token_max_ttl_seconds ?? null }
  },
}
