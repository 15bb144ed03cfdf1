// What the switch and port screens read. The port operations name a port by rack, switch
// location (`switch0`, `switch1`) and port name; each query is defined once so loaders,
// rows and the port's page share one cache entry.
import { apiq } from '~/api/client'
import { apiqAll } from '~/api/queries'
import { apiqEveryPage } from '~/api/everyPage'
import type { SwitchLocation } from '~/api/__generated__/Api'

/** Where a port is, as every port operation asks for it. */
export type PortAt = { rackId: string; switchLocation: SwitchLocation; port: string }

export { switchQuery } from './switchQuery'

/** Every port of every switch, to its last page: the list has no filter by rack or switch. */
export const allPortsQuery = apiqEveryPage('networkingSwitchPortList', {})

/** Every settings object, to name the settings a port's id points at and to offer them. */
export const allPortSettingsQuery = apiqAll('networkingSwitchPortSettingsList', {})

export const portSettingsViewQuery = (nameOrId: string) =>
  apiq('networkingSwitchPortSettingsView', { path: { port: nameOrId } })

const portQuery = ({ rackId, switchLocation, port }: PortAt) => ({ path: { port }, query: { rackId, switchLocation } })

export const portStatusQuery = (at: PortAt) => apiq('networkingSwitchPortStatus', portQuery(at))

export const lldpConfigQuery = (at: PortAt) => apiq('networkingSwitchPortLldpConfigView', portQuery(at))

export const lldpNeighborsQuery = ({ rackId, switchLocation, port }: PortAt) =>
  apiqAll('networkingSwitchPortLldpNeighbors', { path: { rackId, switchLocation, port } })
