import { createColumnHelper } from '@tanstack/react-table'
import type { BgpConfig } from '~/api/__generated__/Api'
import { mono, quiet } from '~/table/cells'
import { createdColumn, descriptionColumn, nameColumn } from '~/table/columns'
import { ListPage } from '~/table/ListPage'
import { CHANGE_NETWORK } from '../adminControls'
import { useFleetRefusal } from '~/features/access/permissions'
import { netPb } from '../paths'
import { deleteConfig } from './bgpActions'
import { configList } from './lists'

const col = createColumnHelper<BgpConfig>()

const columns = [
  nameColumn(col),
  col.accessor('asn', { header: 'ASN', cell: (i) => mono(String(i.getValue())) }),
  col.accessor('vrf', { header: 'VRF', cell: (i) => (i.getValue() ? mono(i.getValue()!) : quiet('Default')) }),
  descriptionColumn(col),
  createdColumn(col),
]

/** The rack's BGP configs: the autonomous system the switches speak for, and what they announce. */
export function ConfigsPage() {
  const refusal = useFleetRefusal(CHANGE_NETWORK)
  return (
    <ListPage
      title="BGP configs"
      intro="Each config is the rack’s autonomous system as its switches’ BGP routers speak for it, and the set of networks they announce. Switch ports’ BGP peers use a config."
      list={configList}
      columns={columns}
      remove={deleteConfig}
      empty={{ title: 'No BGP configs', body: 'Create an announce set, then a config that announces it.' }}
      create={{ to: netPb.bgpConfigsNew(), label: 'New BGP config' }}
      refusal={refusal}
    />
  )
}
