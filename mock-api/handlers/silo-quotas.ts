/**
 * Operators' view of silo quotas and utilization: every silo's quota (`systemQuotasList`),
 * one silo's quota (`siloQuotasView`, `siloQuotasUpdate`), and what each silo holds against
 * it (`siloUtilizationView`, `siloUtilizationList`).
 *
 * As in the real API, a quota may be set below what the silo already holds: the control plane
 * accepts it and refuses new provisioning until usage is back under it (quotas.ts). Only a
 * negative CPU count is refused (memory and storage are unsigned in the API document, so the
 * request checks refuse those before the handler runs). The console itself asks for no less
 * than what is provisioned.
 */
import type { MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { currentUser, requireFleetRole } from '../auth'
import { db } from '../db'
import { invalidRequest } from '../errors'
import { pageOf } from '../pagination'
import { siloUtilization } from '../quotas'
import type { SiloQuotasRow, SiloRow } from '../records'
import { siloInScope } from '../silo-scope'

const NO_QUOTA = { cpus: 0, memory: 0, storage: 0 }

/** The silo's quota row; every silo has one (made with the silo), zero where none was kept. */
function quotaRow(siloId: string): SiloQuotasRow {
  let row = db.siloQuotas.find((q) => q.silo_id === siloId)
  if (!row) {
    row = { silo_id: siloId, ...NO_QUOTA }
    db.siloQuotas.push(row)
  }
  return row
}

/** A silo's utilization as the system operations show it: `allocated` is its quota. */
function siloUtilizationOf(silo: SiloRow) {
  const { provisioned, capacity } = siloUtilization(silo.id)
  return { silo_id: silo.id, silo_name: silo.name, provisioned, allocated: capacity }
}

const allocatesAnything = (silo: SiloRow) => {
  const { cpus, memory, storage } = siloUtilization(silo.id).capacity
  return cpus > 0 || memory > 0 || storage > 0
}

export const siloQuotaHandlers: Partial<MSWHandlers> = {
  systemQuotasList({ query, ...params }) {
    requireFleetRole(currentUser(params), 'viewer')
    const rows = db.silos.map((s) => ({ ...quotaRow(s.id), id: s.id }))
    return pageOf(rows, query, ({ id: _id, ...quota }) => quota, 'id_ascending')
  },

  siloQuotasView({ path, ...params }) {
    const silo = siloInScope(currentUser(params), path.silo, 'viewer')
    return quotaRow(silo.id)
  },

  siloQuotasUpdate({ path, body, ...params }) {
    const silo = siloInScope(currentUser(params), path.silo, 'admin', false)
    if (body.cpus != null && body.cpus < 0) {
      throw invalidRequest('Cannot update silo quota: CPU quota must not be negative')
    }
    const row = quotaRow(silo.id)
    // a value left out (or null) stays as it was
    if (body.cpus != null) row.cpus = body.cpus
    if (body.memory != null) row.memory = body.memory
    if (body.storage != null) row.storage = body.storage
    return row
  },

  siloUtilizationView({ path, ...params }) {
    return siloUtilizationOf(siloInScope(currentUser(params), path.silo, 'viewer'))
  },

  // like the real API, a silo hidden from the silo list still shows if it is given any quota
  siloUtilizationList({ query, ...params }) {
    requireFleetRole(currentUser(params), 'viewer')
    const silos = db.silos.filter((s) => s.discoverable || allocatesAnything(s))
    return pageOf(silos, query, siloUtilizationOf)
  },
}
