import { useProjectRefusal } from '~/features/access/permissions'
import { createColumnHelper } from '@tanstack/react-table'
import { useNavigate } from 'react-router'
import type { VpcRouter } from '~/api/__generated__/Api'
import { useRouteParams } from '~/params'
import { pb } from '~/paths'
import { createdColumn, descriptionColumn, nameColumn } from '~/table/columns'
import { ListPage } from '~/table/ListPage'
import { useOverList } from '~/table/overList'
import { RouterKindBadge } from './cells'
import { routerActions } from './routerActions'
import { routerList } from './lists'

const col = createColumnHelper<VpcRouter>()

/** The VPC's routers: its system router and any custom ones, with forms opening over the list. */
export function RoutersTab() {
  const p = useRouteParams()
  const navigate = useNavigate()
  const over = useOverList()
  const columns = [
    nameColumn(col, (r) => pb.router({ ...p, router: r.name })),
    col.accessor('kind', { header: 'Kind', cell: (info) => <RouterKindBadge kind={info.getValue()} /> }),
    descriptionColumn(col),
    createdColumn(col),
  ]

  return (
    <ListPage
      layout="tab"
      title="Routers"
      intro="Routers decide where traffic leaving a subnet goes. The system router serves every subnet unless a custom router is attached to it."
      docs="vpcs"
      list={routerList}
      columns={columns}
      actions={(r) => routerActions(p, r, () => navigate(over(pb.routerEdit({ ...p, router: r.name }))))}
      empty={{ title: 'No routers', body: "Add a custom router to send a subnet's traffic your own way." }}
      create={{ to: pb.routersNew(p), label: 'New router' }}
      refusal={useProjectRefusal(p.project, 'create, edit and delete routers')}
    />
  )
}
