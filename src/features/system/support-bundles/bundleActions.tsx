// What an operator does to a support bundle from its row or its page; each asks first where it
// cannot be undone, and says how it went (the API's refusal included) in a toast.
import { apiCall } from '~/api/apiCall'
import type { SupportBundleInfo } from '~/api/__generated__/Api'
import { confirmDelete } from '~/actions'

export function deleteBundle(bundle: SupportBundleInfo, onDone?: () => void) {
  confirmDelete({
    kind: 'support bundle',
    name: bundle.id,
    consequence:
      bundle.state === 'collecting'
        ? 'Its collection stops and what was gathered so far is discarded.'
        : 'Its files are removed from the rack and cannot be downloaded again.',
    call: apiCall('supportBundleDelete', { path: { bundleId: bundle.id } }),
    refresh: ['supportBundleList', 'supportBundleView'],
    onDone,
  })
}
