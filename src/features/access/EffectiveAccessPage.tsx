// One user's access across the silo, with a picker for whose.
import { useId } from 'react'
import { useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router'
import { queryClient, usePrefetchedQuery } from '~/api/client'
import { meQuery } from '~/api/session'
import { pb } from '~/paths'
import { PageHeader } from '~/ui/PageHeader'
import { EffectiveAccessTable, loadEffectiveAccess, useMemberships } from './EffectiveAccessTable'
import { loadUserChoices, useUserChoices } from './names'

export async function effectiveAccessLoader({ request }: LoaderFunctionArgs) {
  const chosen = new URL(request.url).searchParams.get('user')
  await Promise.all([loadEffectiveAccess(), queryClient.ensureQueryData(meQuery), loadUserChoices(chosen)])
  return null
}

export function EffectiveAccessPage() {
  const me = usePrefetchedQuery(meQuery).data
  const { groupsOf } = useMemberships()
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const pickerId = useId()

  const userId = search.get('user') ?? me.id
  const { choices: users, user } = useUserChoices(userId)
  const groupNames = groupsOf(userId).map((g) => g.displayName)

  return (
    <>
      <PageHeader
        title="Effective access"
        description="The role that applies to a user at the silo and in each project you can see: the strongest of their own roles, their groups’ roles and the silo’s."
        docs="access"
      />
      <div className="mb-4 flex max-w-sm flex-col gap-1 text-[13px]">
        <label htmlFor={pickerId} className="font-medium">
          User
        </label>
        <select
          id={pickerId}
          className="rounded-md border border-line-strong bg-raised px-2 py-1.5"
          value={userId}
          onChange={(e) => navigate(pb.siloAccessEffective({ user: e.target.value }), { replace: true })}
        >
          {!user && <option value={userId}>{userId}</option>}
          {[...users]
            .sort((a, b) => a.displayName.localeCompare(b.displayName))
            .map((u) => (
              <option key={u.id} value={u.id}>
                {u.displayName}
                {u.id === me.id ? ' (you)' : ''}
              </option>
            ))}
        </select>
      </div>
      <p className="mb-4 text-[13px] text-ink-muted">
        Groups of {user?.displayName ?? userId}: {groupNames.length ? groupNames.sort().join(', ') : 'none'}
      </p>
      <EffectiveAccessTable userId={userId} label={`Effective access of ${user?.displayName ?? userId}`} />
    </>
  )
}
