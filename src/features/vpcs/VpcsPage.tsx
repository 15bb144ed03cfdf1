import { useProjectRefusal } from '~/features/access/permissions'
import { createColumnHelper } from '@tanstack/react-table'
import type { Vpc } from '~/api/__generated__/Api'
import { useRouteParams } from '~/params'
import { pb } from '~/paths'
import { createdColumn, descriptionColumn, nameColumn } from '~/table/columns'
import { ListPage } from '~/table/ListPage'
import { deleteVpc } from './vpcActions'
import { vpcList } from './lists'

const col = createColumnHelper<Vpc>()

/** The project's VPCs; the create and edit forms open over the list. */
export function VpcsPage() {
  const p = useRouteParams()
  const refusal = useProjectRefusal(p.project, 'create, edit and delete VPCs')
  const columns = [
    nameColumn(col, (v) => pb.vpc({ ...p, vpc: v.name })),
    col.accessor('dnsName', {
      header: 'DNS name',
      cell: (info) => <span className="font-mono">{info.getValue()}</span>,
    }),
    descriptionColumn(col),
    createdColumn(col),
  ]

  return (
    <ListPage
      title="VPCs"
      intro="Private networks for the project's instances, with their subnets, routers, gateways and firewall rules."
      docs="vpcs"
      list={vpcList}
      columns={columns}
      edit={(v) => pb.vpcEdit({ ...p, vpc: v.name })}
      remove={(v) => deleteVpc(p.project, v)}
      empty={{ title: 'No VPCs', body: 'Create a VPC to give instances a network of their own.' }}
      create={{ to: pb.vpcsNew(p), label: 'New VPC' }}
      refusal={refusal}
    />
  )
}
