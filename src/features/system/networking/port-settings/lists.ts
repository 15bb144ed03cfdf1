// The port settings' list, declared apart from its page: the system area's route table
// carries the loader (`listPage` in ~/resourceRoutes), so the calls leave as the route
// matches. Each row names the ports running it, so every port is read beside the list.
import { defineList } from '~/table/list'
import { allPortsQuery } from '../switches/queries'

export const settingsList = defineList({
  noun: 'port settings',
  operation: 'networkingSwitchPortSettingsList',
  wants: () => [allPortsQuery],
})
