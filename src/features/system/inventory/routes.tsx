// /system/inventory: the rack's summary over tabs for its sleds, physical disks and switches,
// and a sled's own page with its instances and drives.
import type { RouteObject } from 'react-router'
import { sysPb } from '~/features/system/paths'
import { page, paramCrumb, redirectTo, routeError } from '~/routing'
import { codePage, listPage, pageModule, underCrumb } from '~/resourceRoutes'
import { diskList, sledDiskList, sledInstanceList, sledList, switchList, uninitializedList } from './lists'

const inventory = pageModule(() => import('./InventoryPage'))
const disks = () => import('./DisksTab')
const sledModule = () => import('./SledPage')
const sled = pageModule(sledModule)

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
        codePage('disks', 'Disks', listPage(diskList, disks, 'DisksTab')),
        codePage(
          'switches',
          'Switches',
          listPage(switchList, () => import('./SwitchesTab'), 'SwitchesTab'),
        ),
      ],
    },
    page('sleds/:sledId', paramCrumb('sledId'), sled('SledPage'), [
      { index: true, loader: redirectTo(sysPb.sledInstances) },
      codePage('instances', 'Instances', listPage(sledInstanceList, sledModule, 'SledInstancesTab')),
      codePage('disks', 'Physical disks', listPage(sledDiskList, disks, 'SledDisksTab')),
    ]),
  ]),
]
