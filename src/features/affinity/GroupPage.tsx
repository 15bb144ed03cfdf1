import { GuardedButton } from '~/ui/GuardedButton'
import { useProjectRefusal } from '~/features/access/permissions'
import { guardedItem } from '~/ui/Menu'
import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { Outlet, useNavigate } from 'react-router'
import { usePrefetchedQuery } from '~/api/client'
import { projectInstancesQuery } from '~/api/queries'
import { useRouteParams } from '~/params'
import { pb } from '~/paths'
import { loadQueries } from '~/routing'
import { quiet } from '~/table/cells'
import { stateColumn } from '~/table/stateColumn'
import { actionsColumn } from '~/table/columns'
import { CopyableId } from '~/ui/CopyableId'
import { openDialog } from '~/ui/DialogHost'
import { DocsLink } from '~/ui/DocsLink'
import { EmptyState } from '~/ui/EmptyState'
import { PropertyList } from '~/ui/PropertyList'
import { CellLink, Table, useTable } from '~/ui/Table'
import { Timestamp } from '~/ui/Timestamp'
import { AddMembersModal } from './AddMembersModal'
import { failureDomainLabel, PolicyWithHelp } from './cells'
import { deleteGroup, removeMember } from './groupActions'
import { affinity, antiAffinity, groupRef, type GroupKind, type GroupRef, type Member } from './kinds'

const pageLoader = (kind: GroupKind) =>
  loadQueries(
    (p) => [kind.groupQuery(groupRef(kind, p)), kind.membersQuery(groupRef(kind, p))],
    // the instances to add are only needed once the user asks to add some
    (p) => [projectInstancesQuery(p.project)],
  )
export const antiAffinityGroupLoader = pageLoader(antiAffinity)
export const affinityGroupLoader = pageLoader(affinity)

const col = createColumnHelper<Member>()

function Members({ kind, group, refusal }: { kind: GroupKind; group: GroupRef; refusal: string | undefined }) {
  const members = useQuery(kind.membersQuery(group))
  const columns = [
    col.accessor((m) => m.value.name, {
      id: 'name',
      header: 'Instance',
      cell: (info) => (
        <CellLink
          to={pb.instance({ project: group.project, instance: info.getValue() })}
          className="font-medium hover:underline"
        >
          {info.getValue()}
        </CellLink>
      ),
    }),
    stateColumn(col, 'instance', (m) => m.value.runState),
    actionsColumn(
      col,
      (m) => `Actions for instance ${m.value.name}`,
      (m) => [
        guardedItem(refusal, {
          label: 'Remove from group',
          danger: true,
          onSelect: () => removeMember(kind, group, m.value.name),
        }),
      ],
    ),
  ]
  const table = useTable({ data: members.data?.items ?? [], columns, getRowId: (m) => m.value.id })
  if (members.isError) return <p className="text-danger">{members.error.message}</p>
  if (members.data?.items.length === 0) {
    return <EmptyState title="No members" body="Add stopped instances of the project to place them by this group." />
  }
  return <Table table={table} label={`Members of ${group.group}`} />
}

/** A group: what it is and its member instances with their state; the edit form opens over it. */
function GroupPage({ kind }: { kind: GroupKind }) {
  const p = useRouteParams()
  const ref = groupRef(kind, p)
  const navigate = useNavigate()
  const { data: group } = usePrefetchedQuery(kind.groupQuery(ref))
  const capitalNoun = kind.noun.charAt(0).toUpperCase() + kind.noun.slice(1)
  const refusal = useProjectRefusal(p.project, `change ${kind.noun}s and their members`)

  return (
    <div className="space-y-8">
      <section aria-labelledby="group-heading">
        <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 id="group-heading" className="text-2xl font-semibold tracking-tight">
              {group.name}
            </h1>
            <p className="mt-1 text-ink-muted">
              {capitalNoun}. {kind.purpose} <DocsLink topic="affinity" />
            </p>
          </div>
          <div className="flex gap-2">
            <GuardedButton reason={refusal} onClick={() => navigate(kind.paths.edit(ref))}>
              Edit
            </GuardedButton>
            <GuardedButton reason={refusal} onClick={() => deleteGroup(kind, ref, () => navigate(pb.affinity(p)))}>
              Delete
            </GuardedButton>
          </div>
        </div>
        <PropertyList
          items={[
            ['Description', group.description || quiet('None')],
            ['Policy', <PolicyWithHelp kind={kind} policy={group.policy} />],
            ['Failure domain', failureDomainLabel(group.failureDomain)],
            ['ID', <CopyableId id={group.id} label={`Copy ${kind.noun} ID`} />],
            ['Created', <Timestamp date={group.timeCreated} />],
            ['Modified', <Timestamp date={group.timeModified} />],
          ]}
        />
      </section>
      <section aria-labelledby="members-heading">
        <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
          <h2 id="members-heading" className="text-lg font-semibold">
            Members
          </h2>
          <GuardedButton
            variant="primary"
            reason={refusal}
            onClick={() =>
              openDialog((close) => (
                <AddMembersModal kind={kind} group={{ ...ref, group: group.name }} onDismiss={close} />
              ))
            }
          >
            Add instances
          </GuardedButton>
        </div>
        <Members kind={kind} group={ref} refusal={refusal} />
      </section>
      <Outlet />
    </div>
  )
}

export const AntiAffinityGroupPage = () => <GroupPage kind={antiAffinity} />
export const AffinityGroupPage = () => <GroupPage kind={affinity} />
