import { useProjectRefusal } from '~/features/access/permissions'
import { createColumnHelper } from '@tanstack/react-table'
import type { VpcSubnet } from '~/api/__generated__/Api'
import { useRouteParams } from '~/params'
import { pb } from '~/paths'
import { createdColumn, descriptionColumn, nameColumn } from '~/table/columns'
import { ListPage } from '~/table/ListPage'
import { useOverList } from '~/table/overList'
import { mono } from '~/table/cells'
import { RouterLink } from '../vpc-routers/cells'
import { deleteSubnet } from './vpcActions'
import { subnetList } from './lists'

const col = createColumnHelper<VpcSubnet>()

export function SubnetsTab() {
  const p = useRouteParams()
  const over = useOverList()
  const edit = (s: VpcSubnet) => pb.subnetEdit({ ...p, subnet: s.name })
  const columns = [
    nameColumn(col, (s) => over(edit(s))),
    col.accessor('ipv4Block', { header: 'IPv4 block', cell: (info) => mono(info.getValue()) }),
    col.accessor('ipv6Block', { header: 'IPv6 block', cell: (info) => mono(info.getValue()) }),
    col.accessor('customRouterId', {
      header: 'Custom router',
      cell: (info) => <RouterLink project={p.project} vpc={p.vpc} id={info.getValue()} none="None" />,
    }),
    descriptionColumn(col),
    createdColumn(col),
  ]

  return (
    <ListPage
      layout="tab"
      title="Subnets"
      intro="Address ranges of the VPC. Every instance interface lives in one subnet."
      list={subnetList}
      columns={columns}
      edit={edit}
      remove={(s) => deleteSubnet(p, s)}
      empty={{ title: 'No subnets', body: 'A VPC needs a subnet before instances can join it.' }}
      create={{ to: pb.subnetsNew(p), label: 'New subnet' }}
      refusal={useProjectRefusal(p.project, 'create, edit and delete subnets')}
    />
  )
}
