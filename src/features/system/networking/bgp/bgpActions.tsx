// Deleting what BGP is configured with; each asks first, and the API's refusal of one in use
// (a 409 with its reason) shows in the toast.
import { apiCall } from '~/api/apiCall'
import type { BgpAnnounceSet, BgpConfig } from '~/api/__generated__/Api'
import { confirmDelete } from '~/actions'

export function deleteConfig(config: BgpConfig) {
  confirmDelete({
    kind: 'BGP config',
    name: config.name,
    consequence: 'A config that a switch port’s BGP peer uses cannot be deleted. This cannot be undone.',
    call: apiCall('networkingBgpConfigDelete', { query: { nameOrId: config.name } }),
    refresh: ['networkingBgpConfigList'],
  })
}

export function deleteAnnounceSet(set: BgpAnnounceSet, onDone?: () => void) {
  confirmDelete({
    kind: 'announce set',
    name: set.name,
    consequence: 'Its announcements go with it. A set that a BGP config announces cannot be deleted.',
    call: apiCall('networkingBgpAnnounceSetDelete', { path: { announceSet: set.name } }),
    refresh: ['networkingBgpAnnounceSetList', 'networkingBgpAnnouncementList'],
    onDone,
  })
}
