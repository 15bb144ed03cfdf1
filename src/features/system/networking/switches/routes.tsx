// The rack's switches under /system/networking: the list, a switch's page with its ports,
// and a port's page.
import type { RouteObject } from 'react-router'
import { itemPage, loadPage, underCrumb } from '~/resourceRoutes'
import { page } from '~/routing'

const switchesPage = loadPage(() => import('./SwitchesPage'), 'SwitchesPage')
const switchPage = loadPage(() => import('./SwitchPage'), 'SwitchPage')
const portPage = loadPage(() => import('./PortPage'), 'PortPage')

export const switchRoutes: RouteObject[] = [
  page('switches', 'Switches', switchesPage),
  underCrumb('switches', 'Switches', [
    itemPage('switchId', undefined, [{ index: true, lazy: switchPage }, itemPage('port', portPage)]),
  ]),
]
