// What the port settings screens share: how a geometry reads and breaks out, and which ports
// run which settings. Their calls are the switch ports' (../switches/queries.ts), the BGP
// configs' (../bgp/queries.ts) and the address lots' (../address-lots/queries.ts).
import type { SwitchPort, SwitchPortGeometry } from '~/api/__generated__/Api'

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
