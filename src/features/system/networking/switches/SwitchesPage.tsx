// /system/networking/switches: the rack's switches, as the inventory lists them (the same
// list and columns), each leading to its ports.
import { ListPage } from '~/table/ListPage'
import { switchColumns, switchList } from '../../inventory/SwitchesTab'

export const switchesLoader = switchList.loader

export function SwitchesPage() {
  return (
    <ListPage
      title="Switches"
      intro="The rack’s switches, by the serial and part number on their baseboards. A switch’s page shows its ports, their links and what each hears over LLDP."
      list={switchList}
      noun="switch"
      columns={switchColumns}
      empty={{ title: 'No switches', body: 'The control plane knows of no switch in this rack.' }}
      outlet={false}
    />
  )
}
