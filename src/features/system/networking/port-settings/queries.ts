// What the port settings screens read besides the switch ports' own queries (../switches/queries.ts).
import { apiqAll } from '~/api/queries'
import type { SwitchPort, SwitchPortGeometry } from '~/api/__generated__/Api'

/** Every BGP config, to name the config a peer's id points at and to offer them. */
export const allBgpConfigsQuery = apiqAll('networkingBgpConfigList', {})

/** Every address lot, to offer one for each address. */
export const allAddressLotsQuery = apiqAll('networkingAddressLotList', {})

export const GEOMETRY_LABELS: Record<SwitchPortGeometry, string> = {
  qsfp28x1: 'QSFP28, one link of four lanes',
  qsfp28x2: 'QSFP28, two links of two lanes',
  sfp28x4: 'Four SFP28 links of one lane',
}

/** The links a port of each geometry is broken out into (the API's link names). */
export const GEOMETRY_LINKS: Record<SwitchPortGeometry, string[]> = {
  qsfp28x1: ['phy0'],
  qsfp28x2: ['phy0', 'phy1'],
  sfp28x4: ['phy0', 'phy1', 'phy2', 'phy3'],
}

/** A port as an operator names it across the rack: "switch0 qsfp0". */
export const portName = (p: Pick<SwitchPort, 'switchLocation' | 'portName'>) => `${p.switchLocation} ${p.portName}`

/** The ports each settings object is applied to, by the settings' id. */
export function portsBySettings(ports: SwitchPort[]): Map<string, SwitchPort[]> {
  const by = new Map<string, SwitchPort[]>()
  for (const p of ports) if (p.portSettingsId) by.set(p.portSettingsId, [...(by.get(p.portSettingsId) ?? []), p])
  return by
}
