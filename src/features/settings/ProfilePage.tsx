import { myGroupsQuery, useCurrentUser } from '~/api/session'
import { queryClient, usePrefetchedQuery } from '~/api/client'
import { PageHeader } from '~/ui/PageHeader'

export async function profileLoader() {
  await queryClient.ensureQueryData(myGroupsQuery)
  return null
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[10rem_1fr] gap-4 border-b border-line px-4 py-3 last:border-b-0">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  )
}

export function ProfilePage() {
  const me = useCurrentUser()
  const groups = usePrefetchedQuery(myGroupsQuery).data.items
  return (
    <>
      <PageHeader title="Profile" description="Who you are signed in as." />
      <dl className="rounded-lg border border-line">
        <Row label="Display name">{me.displayName}</Row>
        <Row label="User ID">
          <span className="font-mono text-[13px]">{me.id}</span>
        </Row>
        <Row label="Silo">{me.siloName}</Row>
        <Row label="Groups">
          {groups.length === 0 ? (
            <span className="text-ink-muted">Not a member of any group</span>
          ) : (
            groups.map((g) => g.displayName).join(', ')
          )}
        </Row>
      </dl>
    </>
  )
}
