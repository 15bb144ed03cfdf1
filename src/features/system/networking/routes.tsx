// /system/networking: the IP pools and the rack's own network, each section a list (and its
// forms) under the sections' tabs. Each section's pages declare their routes in their folder.
import type { RouteObject } from 'react-router'
import { pb } from '~/paths'
import { redirectTo } from '~/routing'
import { ipPoolRoutes } from '../ip-pools/routes'
import { addressLotRoutes } from './address-lots/routes'
import { bfdRoutes } from './bfd/routes'
import { loopbackAddressRoutes } from './loopback-addresses/routes'
import { policyRoutes } from './policy/routes'
import { bgpRoutes } from './bgp/routes'
import { portSettingsRoutes } from './port-settings/routes'
import { switchRoutes } from './switches/routes'
import { NetworkingLayout } from './NetworkingLayout'
import { probeRoutes } from './probes/routes'

export const networkingRoutes: RouteObject[] = [
  {
    path: 'networking',
    handle: { crumb: 'Networking' },
    Component: NetworkingLayout,
    children: [
      { index: true, loader: redirectTo(pb.ipPools) },
      ...ipPoolRoutes,
      ...switchRoutes,
      ...portSettingsRoutes,
      ...addressLotRoutes,
      ...bgpRoutes,
      ...bfdRoutes,
      ...loopbackAddressRoutes,
      ...policyRoutes,
      ...probeRoutes,
    ],
  },
]
