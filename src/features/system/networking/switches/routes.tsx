// The rack's switches under /system/networking: the list, a switch's page with its ports,
// and a port's page.
import type { RouteObject } from 'react-router'
import { queryClient } from '~/api/client'
import { codePage, itemPage, listPage, loadPage, underCrumb } from '~/resourceRoutes'
import { page, type Crumb } from '~/routing'
import { switchList } from '../../inventory/lists'
import { switchQuery } from './switchQuery'

const switchPage = loadPage(() => import('./SwitchPage'), 'SwitchPage')
const portPage = loadPage(() => import('./PortPage'), 'PortPage')

/**
 * A switch is known by its serial, as the list and its page name it. The switch's page and a
 * port's page both load the switch before they show, so it is read when the crumb is; the id
 * is the fallback while it is not (a switch that is not there).
 */
const switchCrumb: Crumb = ({ switchId = '' }) =>
  queryClient.getQueryData(switchQuery(switchId).queryKey)?.baseboard.serial ?? switchId

export const switchRoutes: RouteObject[] = [
  codePage(
    'switches',
    'Switches',
    listPage(switchList, () => import('./SwitchesPage'), 'SwitchesPage'),
  ),
  underCrumb('switches', 'Switches', [
    page(':switchId', switchCrumb, undefined, [{ index: true, lazy: switchPage }, itemPage('port', portPage)]),
  ]),
]
