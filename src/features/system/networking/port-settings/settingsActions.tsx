// Deleting port settings. The API refuses settings applied to a port (the mock names the
// ports; clear them first), and its message is what the operator sees.
import { apiCall } from '~/api/apiCall'
import type { SwitchPortSettingsIdentity } from '~/api/__generated__/Api'
import { deleteAction } from '~/deleteAction'

export const deletePortSettings = deleteAction<Pick<SwitchPortSettingsIdentity, 'name'>>({
  kind: 'port settings',
  consequence:
    'Settings applied to a port cannot be deleted: clear them from the port first. The addresses they hold go back to their lots.',
  call: ({ name }) => apiCall('networkingSwitchPortSettingsDelete', { query: { portSettings: name } }),
  refresh: ['networkingSwitchPortSettingsList', 'networkingSwitchPortSettingsView'],
})
