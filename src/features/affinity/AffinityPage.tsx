import { createColumnHelper } from '@tanstack/react-table'
import { useNavigate, Outlet } from 'react-router'
import { useRouteParams } from '~/params'
import { createdColumn, descriptionColumn, nameColumn } from '~/table/columns'
import type { ListDef } from '~/table/list'
import { ListPage } from '~/table/ListPage'
import { PageHeader } from '~/ui/PageHeader'
import { failureDomainLabel, MemberCount, policyLabel } from './cells'
import { groupActions, type EditOrigin } from './groupActions'
import { affinity, antiAffinity, type Group, type GroupKind } from './kinds'
import { affinityList, antiAffinityList } from './lists'

const col = createColumnHelper<Group>()

function GroupList({
  kind,
  list,
}: {
  kind: GroupKind
  list: ListDef<'antiAffinityGroupList'> | ListDef<'affinityGroupList'>
}) {
  const { project } = useRouteParams()
  const navigate = useNavigate()
  const ref = (g: Group) => ({ project, group: g.name })
  const columns = [
    nameColumn(col, (g) => kind.paths.page(ref(g))),
    descriptionColumn(col),
    col.accessor('policy', { header: 'Policy', cell: (info) => policyLabel(info.getValue()) }),
    col.accessor('failureDomain', { header: 'Failure domain', cell: (info) => failureDomainLabel(info.getValue()) }),
    col.display({
      id: 'members',
      header: 'Members',
      cell: ({ row }) => <MemberCount kind={kind} group={ref(row.original)} />,
    }),
    createdColumn(col),
  ]
  return (
    <section aria-label={kind.plural}>
      <ListPage
        layout="tab"
        outlet={false}
        title={kind.plural}
        intro={
          <>
            {kind.purpose} <span className="block">Policy: {kind.policyHelp}.</span>
          </>
        }
        list={list as ListDef<'affinityGroupList'>}
        columns={columns}
        actions={(g) =>
          groupActions(kind, ref(g), {
            onEdit: () => navigate(kind.paths.edit(ref(g)), { state: { from: 'list' } satisfies EditOrigin }),
          })
        }
        empty={{ title: `No ${kind.plural.toLowerCase()}`, body: kind.purpose }}
        create={{ to: kind.paths.create({ project }), label: `New ${kind.noun}` }}
      />
    </section>
  )
}

/** `affinity`: the project's anti-affinity and affinity groups; create forms open over the lists. */
export function AffinityPage() {
  return (
    <>
      <PageHeader
        title="Affinity"
        description="Groups that tell the control plane which instances to place apart or together."
        docs="affinity"
      />
      <div className="space-y-10">
        <GroupList kind={antiAffinity} list={antiAffinityList} />
        <GroupList kind={affinity} list={affinityList} />
      </div>
      <Outlet />
    </>
  )
}
