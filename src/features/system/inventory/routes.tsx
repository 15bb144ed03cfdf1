// /system/inventory: the rack's summary over tabs for its sleds, physical disks and switches,
// and a sled's own page with its instances and drives.
import type { RouteObject } from 'react-router'
import { sysPb } from '~/features/system/paths'
import { page, paramCrumb, redirectTo, routeError } from '~/routing'
import { codePage, listPage, pageModule, underCrumb } from '~/resourceRoutes'
import { sledList, uninitializedList } from './lists'

const inventory = pageModule(() => import('./InventoryPage'))
const disks = pageModule(() => import('./DisksTab'))
const switches = pageModule(() => import('./SwitchesTab'))
const sled = pageModule(() => import('./SledPage'))

export const inventoryRoutes: RouteObject[] = [
  underCrumb('inventory', 'Inventory', [
    {
      errorElement: routeError,
      lazy: inventory('InventoryPage'),
      children: [
        { index: true, loader: redirectTo(sysPb.inventorySleds) },
        codePage(
          'sleds',
          'Sleds',
          listPage([sledList, uninitializedList], () => import('./SledsTab'), 'SledsTab'),
        ),
        page('disks', 'Disks', disks('DisksTab')),
        page('switches', 'Switches', switches('SwitchesTab')),
      ],
    },
    page('sleds/:sledId', paramCrumb('sledId'), sled('SledPage'), [
      { index: true, loader: redirectTo(sysPb.sledInstances) },
      page('instances', 'Instances', sled('SledInstancesTab')),
      page('disks', 'Physical disks', disks('SledDisksTab')),
    ]),
  ]),
]
