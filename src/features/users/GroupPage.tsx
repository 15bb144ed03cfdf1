// One group and its members (the API lists a group's members as users filtered by group).
import { usePrefetchedQuery } from '~/api/client'
import { GroupAccessTable, effectiveAccessLoader } from '~/features/access/EffectiveAccessTable'
import { useRouteParams } from '~/params'
import { defineList } from '~/table/list'
import { CopyableId } from '~/ui/CopyableId'
import { DocsLink } from '~/ui/DocsLink'
import { PageSection } from '~/ui/PageSection'
import { PropertyList } from '~/ui/PropertyList'
import { loadTogether } from '~/routing'
import { groupQuery } from './queries'
import { useMemberships } from '~/features/access/memberships'
import { MembershipsProgress } from '~/features/access/MembershipsProgress'
import { DirectoryList, userColumns } from './UserLists'

const memberList = defineList({
  operation: 'userList',
  noun: 'user',
  params: ({ groupId }) => ({ query: { group: groupId } }),
  needs: (p) => [groupQuery(p)],
})

export const groupLoader = loadTogether(memberList.loader, effectiveAccessLoader('group'))

export function GroupPage() {
  const p = useRouteParams()
  const group = usePrefetchedQuery(groupQuery(p)).data
  const memberships = useMemberships()
  return (
    <>
      <div className="mb-5 flex flex-wrap items-start justify-between gap-4">
        <div>
          <div className="text-[12px] tracking-wide text-ink-muted uppercase">Group</div>
          <h1 className="text-2xl font-semibold tracking-tight">{group.displayName}</h1>
        </div>
        <DocsLink topic="users" />
      </div>
      <PropertyList items={[['ID', <CopyableId key="id" id={group.id} label="Copy group ID" />]]} />
      <section className="mt-10">
        <DirectoryList
          layout="tab"
          title="Members"
          intro="The users in this group; a role given to the group reaches each of them."
          status={<MembershipsProgress memberships={memberships} />}
          list={memberList}
          label={`Members of ${group.displayName}`}
          columns={userColumns(memberships)}
          empty={{ title: 'No members', body: 'Nobody is in this group.' }}
        />
      </section>
      <PageSection title="Roles">
        <p className="mt-1 mb-3 text-ink-muted">
          The role this group gives its members at the silo and in each project; a member may have a stronger one of
          their own.
        </p>
        <GroupAccessTable group={group} label={`Roles of ${group.displayName}`} />
      </PageSection>
    </>
  )
}
