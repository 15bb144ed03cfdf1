// /system/inventory: the rack's summary over tabs for its sleds, physical disks and switches,
// and a sled's own page with its instances and drives.
import type { RouteObject } from 'react-router'
import { pb } from '~/paths'
import { lazyPage, page, paramCrumb, redirectTo, routeError, underCrumb } from '~/routing'

const load = {
  inventory: () => import('./InventoryPage'),
  sleds: () => import('./SledsTab'),
  disks: () => import('./DisksTab'),
  switches: () => import('./SwitchesTab'),
  sled: () => import('./SledPage'),
}

export const inventoryRoutes: RouteObject[] = [
  underCrumb('inventory', 'Inventory', [
    {
      errorElement: routeError,
      lazy: lazyPage(load.inventory, 'InventoryPage', 'inventoryLoader'),
      children: [
        { index: true, loader: redirectTo(pb.inventorySleds) },
        page('sleds', 'Sleds', lazyPage(load.sleds, 'SledsTab', 'sledsLoader')),
        page('disks', 'Disks', lazyPage(load.disks, 'DisksTab', 'disksLoader')),
        page('switches', 'Switches', lazyPage(load.switches, 'SwitchesTab', 'switchesLoader')),
      ],
    },
    page('sleds/:sledId', paramCrumb('sledId'), lazyPage(load.sled, 'SledPage', 'sledLoader'), [
      { index: true, loader: redirectTo(pb.sledInstances) },
      page('instances', 'Instances', lazyPage(load.sled, 'SledInstancesTab', 'sledInstancesLoader')),
      page('disks', 'Physical disks', lazyPage(load.disks, 'SledDisksTab', 'sledDisksLoader')),
    ]),
  ]),
]
