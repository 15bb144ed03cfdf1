import { apiCall } from '~/api/apiCall'
import type { ProbeInfo } from '~/api/__generated__/Api'
import { confirmDelete } from '~/actions'

/** Deletes a probe; its interface and external address are freed with it. */
export function deleteProbe(project: string, probe: Pick<ProbeInfo, 'name'>, onDone?: () => void) {
  confirmDelete({
    kind: 'probe',
    name: probe.name,
    consequence: 'Its interface and its external address are released.',
    call: apiCall('probeDelete', { path: { probe: probe.name }, query: { project } }),
    refresh: ['probeList', 'probeView'],
    onDone,
  })
}
