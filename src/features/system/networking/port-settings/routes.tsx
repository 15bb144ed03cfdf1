// Port settings under /system/networking: the list, the create form (a page of its own: the
// body has many parts), and one settings object's page.
import type { RouteObject } from 'react-router'
import { lazyPage, page, paramCrumb, underCrumb } from '~/routing'

export const portSettingsRoutes: RouteObject[] = [
  page(
    'port-settings',
    'Port settings',
    lazyPage(() => import('./PortSettingsPage'), 'PortSettingsPage', 'portSettingsLoader'),
  ),
  page(
    'port-settings-new',
    'New port settings',
    lazyPage(() => import('./create/PortSettingsCreatePage'), 'PortSettingsCreatePage', 'portSettingsCreateLoader'),
  ),
  underCrumb('port-settings', 'Port settings', [
    page(
      ':portSettings',
      paramCrumb('portSettings'),
      lazyPage(() => import('./PortSettingsDetail'), 'PortSettingsDetail', 'portSettingsItemLoader'),
    ),
  ]),
]
