// One user's access across the silo, with a picker for whose.
import { useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router'
import { queryClient, usePrefetchedQuery } from '~/api/client'
import { meQuery } from '~/api/session'
import { pb } from '~/paths'
import { PageHeader } from '~/ui/PageHeader'
import { TryAgain } from '~/table/rowQuery'
import { UserAccessTable, loadEffectiveAccess } from './EffectiveAccessTable'
import { useMemberships } from './memberships'
import { MembershipsProgress } from './MembershipsProgress'
import { loadUserChoices, useUserChoices } from './names'
import { UserPicker } from './UserPicker'

export async function effectiveAccessLoader({ request }: LoaderFunctionArgs) {
  const chosen = new URL(request.url).searchParams.get('user')
  await Promise.all([loadEffectiveAccess('user'), queryClient.ensureQueryData(meQuery), loadUserChoices(chosen)])
  return null
}

export function EffectiveAccessPage() {
  const me = usePrefetchedQuery(meQuery).data
  const memberships = useMemberships()
  const { groupsOf, status, retry } = memberships
  const [search] = useSearchParams()
  const navigate = useNavigate()

  const userId = search.get('user') ?? me.id
  const { choices: users, user } = useUserChoices(userId, me)
  // as found, "…" while other groups are being read
  const groupNames = [
    ...groupsOf(userId)
      .map((g) => g.displayName)
      .sort(),
    ...(status === 'pending' ? ['…'] : []),
  ]

  return (
    <>
      <PageHeader
        title="Effective access"
        description="The role that applies to a user at the silo and in each project you can see: the strongest of their own roles, their groups’ roles and the silo’s."
        docs="access"
      />
      <UserPicker
        users={users}
        chosen={userId}
        user={user}
        me={me.id}
        onPick={(user) => navigate(pb.siloAccessEffective({ user }), { replace: true })}
      />
      <p className="mb-4 text-[13px] text-ink-muted">
        Groups of {user?.displayName ?? userId}: {groupNames.length ? groupNames.join(', ') : 'none'}
        {status === 'failed' && (
          <>
            {' '}
            <TryAgain onClick={retry}>(could not read every group)</TryAgain>
          </>
        )}
        <MembershipsProgress memberships={memberships} />
      </p>
      <UserAccessTable userId={userId} label={`Effective access of ${user?.displayName ?? userId}`} />
    </>
  )
}
