// Deleting port settings. The API refuses settings applied to a port (the mock names the
// ports; clear them first), and its message is what the operator sees.
import type { SwitchPortSettingsIdentity } from '~/api/__generated__/Api'
import { callApi } from '~/api/client'
import { confirmDelete } from '~/actions'

export function deletePortSettings(settings: Pick<SwitchPortSettingsIdentity, 'name'>, onDone?: () => void) {
  confirmDelete({
    kind: 'port settings',
    name: settings.name,
    consequence:
      'Settings applied to a port cannot be deleted: clear them from the port first. The addresses they hold go back to their lots.',
    call: () => callApi('networkingSwitchPortSettingsDelete', { query: { portSettings: settings.name } }),
    refresh: ['networkingSwitchPortSettingsList', 'networkingSwitchPortSettingsView'],
    onDone,
  })
}
