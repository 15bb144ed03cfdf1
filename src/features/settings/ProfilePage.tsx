import { usePrefetchedQuery } from '~/api/client'
import { meQuery, myGroupsQuery, useCurrentUser } from '~/api/session'
import { loadQueries } from '~/routing'
import { PageHeader } from '~/ui/PageHeader'
import { PropertyList } from '~/ui/PropertyList'

export const profileLoader = loadQueries(() => [meQuery, myGroupsQuery])

export function ProfilePage() {
  const me = useCurrentUser()
  const groups = usePrefetchedQuery(myGroupsQuery).data.items
  return (
    <>
      <PageHeader title="Profile" description="Who you are signed in as." />
      <PropertyList
        items={[
          ['Display name', me.displayName],
          ['User ID', <span className="font-mono text-[13px]">{me.id}</span>],
          ['Silo', me.siloName],
          [
            'Groups',
            groups.length === 0 ? (
              <span className="text-ink-muted">Not a member of any group</span>
            ) : (
              groups.map((g) => g.displayName).join(', ')
            ),
          ],
        ]}
      />
    </>
  )
}
