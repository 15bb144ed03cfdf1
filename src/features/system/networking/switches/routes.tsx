// The rack's switches under /system/networking: the list, a switch's page with its ports,
// and a port's page.
import type { RouteObject } from 'react-router'
import { lazyPage, page, paramCrumb, underCrumb } from '~/routing'

const load = {
  list: () => import('./SwitchesPage'),
  switch: () => import('./SwitchPage'),
  port: () => import('./PortPage'),
}

export const switchRoutes: RouteObject[] = [
  page('switches', 'Switches', lazyPage(load.list, 'SwitchesPage', 'switchesLoader')),
  underCrumb('switches', 'Switches', [
    page(':switchId', paramCrumb('switchId'), undefined, [
      { index: true, lazy: lazyPage(load.switch, 'SwitchPage', 'switchLoader') },
      page(':port', paramCrumb('port'), lazyPage(load.port, 'PortPage', 'portLoader')),
    ]),
  ]),
]
