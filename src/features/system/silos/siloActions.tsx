import { apiCall } from '~/api/apiCall'
import { deleteAction } from '~/deleteAction'
import type { Silo } from '~/api/__generated__/Api'

/** Deleting a silo, saying what goes with it (as the control plane does it). */
export const deleteSilo = deleteAction<Silo>({
  kind: 'silo',
  consequence:
    'Its users, groups, identity providers, quotas, TLS certificates and IP pool links are deleted with it (the pools stay). A silo that still has projects cannot be deleted. This cannot be undone.',
  call: (silo) => apiCall('siloDelete', { path: { silo: silo.name } }),
  refresh: ['siloList', 'siloUtilizationList', 'systemQuotasList'],
})
