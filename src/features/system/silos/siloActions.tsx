import type { Silo } from '~/api/__generated__/Api'
import { callApi } from '~/api/client'
import { confirmDelete } from '~/actions'

/** Deleting a silo, saying what goes with it (as the control plane does it). */
export function deleteSilo(silo: Silo, onDone?: () => void) {
  confirmDelete({
    kind: 'silo',
    name: silo.name,
    consequence:
      'Its users, groups, identity providers, quotas, TLS certificates and IP pool links are deleted with it (the pools stay). A silo that still has projects cannot be deleted. This cannot be undone.',
    call: () => callApi('siloDelete', { path: { silo: silo.name } }),
    refresh: ['siloList', 'siloUtilizationList', 'systemQuotasList'],
    onDone,
  })
}
