// /system/networking/switches: the rack's switches, as the inventory lists them (the same
// list and columns), each leading to its ports.
import { SwitchList } from '../../inventory/SwitchesTab'

export function SwitchesPage() {
  return (
    <SwitchList
      layout="page"
      intro="The rack’s switches, by the serial and part number on their baseboards. A switch’s page shows its ports, their links and what each hears over LLDP."
    />
  )
}
