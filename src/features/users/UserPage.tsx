// One user: who they are, their groups, the role that reaches them at the silo and in each
// project, what they are signed in with, and signing them out everywhere.
import { apiCall } from '~/api/apiCall'
import { useOutletContext } from 'react-router'
import type { User } from '~/api/__generated__/Api'
import { usePrefetchedQuery } from '~/api/client'
import type { SiloLayoutContext } from '~/api/siloRole'
import { confirmThenRun, strong } from '~/actions'
import { UserAccessTable, effectiveAccessLoader } from '~/features/access/EffectiveAccessTable'
import { useMemberships } from '~/features/access/memberships'
import { MembershipsProgress } from '~/features/access/MembershipsProgress'
import { useRouteParams } from '~/params'
import { loadQueries, loadTogether } from '~/routing'
import { Badge } from '~/ui/Badge'
import { CopyableId } from '~/ui/CopyableId'
import { DocsLink } from '~/ui/DocsLink'
import { GuardedButton } from '~/ui/GuardedButton'
import { PropertyList } from '~/ui/PropertyList'
import { quiet } from '~/table/cells'
import { Credentials, loadCredentials } from './Credentials'
import { meQuery } from '~/api/queries'
import { userQuery } from './queries'
import { UserGroups } from './UserLists'

export const userLoader = loadTogether(
  loadQueries((p) => [userQuery(p), meQuery]),
  effectiveAccessLoader('user'),
  loadCredentials,
)

function signOutEverywhere(user: User, self: boolean) {
  confirmThenRun({
    title: 'Sign out everywhere',
    content: (
      <>
        Sign {strong(user.displayName)} out everywhere? Every console session of theirs ends and every access token of
        theirs is revoked, so each browser and tool (such as the CLI) signed in as them must sign in again.
        {self && ' That includes this browser: you will be signed out.'} This cannot be undone.
      </>
    ),
    actionLabel: 'Sign out everywhere',
    danger: true,
    call: apiCall('userLogout', { path: { userId: user.id } }),
    success: 'Signed out everywhere',
    failure: 'Could not sign the user out',
    subject: user.displayName,
    refresh: ['userTokenList', 'userSessionList', 'currentUserAccessTokenList'],
  })
}

export function UserPage() {
  const p = useRouteParams()
  const user = usePrefetchedQuery(userQuery(p)).data
  const me = usePrefetchedQuery(meQuery).data
  const { siloRole } = useOutletContext<SiloLayoutContext>()
  const self = me.id === user.id
  // as the API has it: the user themself, or an admin of their silo
  const allowed = self || (siloRole === 'admin' && me.siloId === user.siloId)
  const ownSilo = me.siloId === user.siloId
  // the user's groups: every group's members, read in the background once the page shows; the
  // groups read are the signed-in user's silo's, none of them another silo's user's
  const memberships = useMemberships({ enabled: ownSilo })

  return (
    <>
      <div className="mb-5 flex flex-wrap items-start justify-between gap-4">
        <div>
          <div className="text-[12px] tracking-wide text-ink-muted uppercase">User</div>
          <h1 className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
            {user.displayName}
            {self && <Badge>you</Badge>}
          </h1>
        </div>
        <div className="flex items-center gap-2">
          <DocsLink topic="users" />
          <GuardedButton
            reason={allowed ? undefined : 'Only the silo’s admins and the user themself can sign a user out everywhere'}
            onClick={() => signOutEverywhere(user, self)}
          >
            Sign out everywhere
          </GuardedButton>
        </div>
      </div>
      <PropertyList
        items={[
          ['ID', <CopyableId key="id" id={user.id} label="Copy user ID" />],
          [
            'Groups',
            ownSilo ? (
              <div key="groups">
                <UserGroups memberships={memberships} userId={user.id} />
                <MembershipsProgress memberships={memberships} />
              </div>
            ) : (
              quiet('None')
            ),
          ],
        ]}
      />
      {ownSilo && (
        <section aria-labelledby="roles-heading" className="mt-10">
          <h2 id="roles-heading" className="text-lg font-semibold">
            Roles
          </h2>
          <p className="mt-1 mb-4 text-ink-muted">
            The role that applies to {user.displayName} at the silo and in each project you can see, and where it comes
            from.
          </p>
          <UserAccessTable userId={user.id} label={`Roles of ${user.displayName}`} />
        </section>
      )}
      <Credentials user={user} self={self} allowed={allowed} />
    </>
  )
}
