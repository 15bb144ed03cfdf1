import { useProjectRefusal } from '~/features/access/permissions'
import { createColumnHelper } from '@tanstack/react-table'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import type { FloatingIp } from '~/api/__generated__/Api'
import { useRouteParams } from '~/params'
import { pb } from '~/paths'
import { createdColumn, descriptionColumn, nameColumn } from '~/table/columns'
import { ListPage } from '~/table/ListPage'
import { useOverList } from '~/table/overList'
import { AttachInstanceModal } from './AttachInstanceModal'
import { AttachedInstance, IpAddress, PoolName } from './cells'
import { floatingIpActions, floatingIpBulkActions } from './floatingIpActions'
import { floatingIpList } from './lists'

const col = createColumnHelper<FloatingIp>()

/** The project's floating IPs; the create and edit forms open over the list. */
export function FloatingIpsPage() {
  const { project } = useRouteParams()
  const refusal = useProjectRefusal(project, 'create, attach and delete floating IPs')
  const navigate = useNavigate()
  const over = useOverList()
  // the IP whose instance picker is open; not a route, as it only makes sense over the list
  const [attaching, setAttaching] = useState<FloatingIp | null>(null)
  const edit = (ip: FloatingIp) => over(pb.floatingIpEdit({ project, floatingIp: ip.name }))

  const columns = [
    nameColumn(col, edit),
    descriptionColumn(col),
    col.accessor('ip', { header: 'IP address', cell: (info) => <IpAddress ip={info.getValue()} /> }),
    col.accessor('ipPoolId', { header: 'IP pool', cell: (info) => <PoolName id={info.getValue()} /> }),
    col.accessor('instanceId', {
      header: 'Instance',
      cell: (info) => <AttachedInstance project={project} id={info.getValue()} />,
    }),
    createdColumn(col),
  ]

  return (
    <ListPage
      title="Floating IPs"
      intro="External addresses the project keeps, to move between its instances."
      docs="floatingIps"
      list={floatingIpList}
      columns={columns}
      actions={(ip) =>
        floatingIpActions(project, ip, { onEdit: () => navigate(edit(ip)), onAttach: () => setAttaching(ip) })
      }
      bulk={floatingIpBulkActions(project)}
      empty={{
        title: 'No floating IPs',
        body: 'Allocate a floating IP to give an instance an address that outlives it.',
      }}
      create={{ to: pb.floatingIpsNew({ project }), label: 'New floating IP' }}
      refusal={refusal}
    >
      {attaching && (
        <AttachInstanceModal project={project} floatingIp={attaching} onDismiss={() => setAttaching(null)} />
      )}
    </ListPage>
  )
}
