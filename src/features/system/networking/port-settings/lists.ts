// The port settings' list: the page's and its route's (`listPage` in ~/resourceRoutes). Each row
// names the ports running it, so every port is read beside the list.
import { defineList } from '~/table/list'
import { allPortsQuery } from '../switches/queries'

export const settingsList = defineList({
  noun: 'port settings',
  operation: 'networkingSwitchPortSettingsList',
  wants: () => [allPortsQuery],
})
