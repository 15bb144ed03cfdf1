// Port settings under /system/networking: the list, one settings object's page, and the
// create form (a page of its own beside the list: the body has many parts).
import type { RouteObject } from 'react-router'
import { listPage, loadPage, resourceRoutes } from '~/resourceRoutes'
import { page } from '~/routing'
import { settingsList } from './lists'

const settingsPage = listPage(settingsList, () => import('./PortSettingsPage'), 'PortSettingsPage')
const detailPage = loadPage(() => import('./PortSettingsDetail'), 'PortSettingsDetail')
const createPage = loadPage(() => import('./create/PortSettingsCreatePage'), 'PortSettingsCreatePage')

export const portSettingsRoutes: RouteObject[] = [
  ...resourceRoutes('port-settings', 'Port settings', settingsPage, { item: ['portSettings', detailPage] }),
  page('port-settings-new', 'New port settings', createPage),
]
