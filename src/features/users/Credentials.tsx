// What a user is signed in with: their access tokens (the CLI and other tools) and their
// console sessions. The API shows them to the user and to their silo's admins only.
import { createColumnHelper } from '@tanstack/react-table'
import type { LoaderFunctionArgs } from 'react-router'
import type { ConsoleSession, DeviceAccessToken, User } from '~/api/__generated__/Api'
import { revokeOwnToken, tokenColumns } from '~/features/settings/accessTokens'
import { madeOf } from '~/routing'
import { defineList, type ListParams } from '~/table/list'
import { ListPage } from '~/table/ListPage'
import { CopyableId } from '~/ui/CopyableId'
import { DocsLink } from '~/ui/DocsLink'
import { Timestamp } from '~/ui/Timestamp'

/** One of a user's credential lists, under its own `?<key>-page=` (the page holds two). */
const credentialList = <K extends 'userTokenList' | 'userSessionList'>(operation: K, noun: string, pageKey: string) =>
  // both take just the user in the path
  defineList({ operation, noun, params: ({ userId }) => ({ path: { userId } }) as ListParams<K>, pageKey })

const tokenList = credentialList('userTokenList', 'access token', 'tokens')
const sessionList = credentialList('userSessionList', 'session', 'sessions')

/**
 * Starts loading both lists; whether the viewer may read them is the API's to say (a 403
 * for anyone but the user and their silo's admins), so a refusal does not fail the page.
 */
export const loadCredentials = madeOf(
  (args: LoaderFunctionArgs) => Promise.all([tokenList.loader(args), sessionList.loader(args)]).catch(() => null),
  () => [tokenList.loader, sessionList.loader],
)

const tokenCol = createColumnHelper<DeviceAccessToken>()
const sessionCol = createColumnHelper<ConsoleSession>()
const sessionColumns = [
  sessionCol.accessor('id', {
    header: 'ID',
    cell: (i) => <CopyableId id={i.getValue()} label={`Copy session ID ${i.getValue()}`} />,
  }),
  sessionCol.accessor('timeCreated', { header: 'Signed in', cell: (i) => <Timestamp date={i.getValue()} /> }),
  sessionCol.accessor('timeLastUsed', { header: 'Last used', cell: (i) => <Timestamp date={i.getValue()} /> }),
]

const SINGLE_REVOKE_REASON = 'Only the token’s owner can revoke it alone; Sign out everywhere revokes all of them'

export function Credentials({ user, self, allowed }: { user: User; self: boolean; allowed: boolean }) {
  if (!allowed) {
    return (
      <section aria-labelledby="credentials-heading" className="mt-10">
        <h2 id="credentials-heading" className="text-lg font-semibold">
          Access tokens and sessions
        </h2>
        <p className="mt-1 text-ink-muted">
          Only {user.displayName} and the silo’s admins can see what {user.displayName} is signed in with.
        </p>
      </section>
    )
  }
  return (
    <>
      <section className="mt-10">
        <ListPage
          layout="tab"
          outlet={false}
          title="Access tokens"
          intro={
            <>
              Tokens the CLI and other tools act with; a token without an expiry lasts until it is revoked.{' '}
              <DocsLink topic="deviceTokens" />
            </>
          }
          list={tokenList}
          label={`Access tokens of ${user.displayName}`}
          columns={tokenColumns(tokenCol)}
          actions={(token) => [
            {
              label: 'Revoke',
              danger: true,
              disabledReason: self ? undefined : SINGLE_REVOKE_REASON,
              onSelect: () => revokeOwnToken(token, ['userTokenList', 'currentUserAccessTokenList']),
            },
          ]}
          empty={{ title: 'No access tokens', body: `${user.displayName} has no tool signed in.` }}
        />
      </section>
      <section className="mt-10">
        <ListPage
          layout="tab"
          outlet={false}
          title="Sessions"
          intro="Browsers signed in to the console as this user; a session ends after 8 hours unused or 24 hours."
          list={sessionList}
          label={`Sessions of ${user.displayName}`}
          columns={sessionColumns}
          empty={{ title: 'No sessions', body: `${user.displayName} is not signed in to the console anywhere.` }}
        />
      </section>
    </>
  )
}
