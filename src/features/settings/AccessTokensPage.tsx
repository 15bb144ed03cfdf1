import { createColumnHelper } from '@tanstack/react-table'
import type { DeviceAccessToken } from '~/api/__generated__/Api'
import { callApi } from '~/api/client'
import { confirmThenRun, strong } from '~/actions'
import { createdColumn } from '~/table/columns'
import { defineList } from '~/table/list'
import { ListPage } from '~/table/ListPage'
import { CopyableId } from '~/ui/CopyableId'
import { Timestamp } from '~/ui/Timestamp'

const tokenList = defineList({ operation: 'currentUserAccessTokenList', params: () => ({}) })

export const accessTokensLoader = tokenList.loader

const col = createColumnHelper<DeviceAccessToken>()

function revoke(token: DeviceAccessToken) {
  confirmThenRun({
    title: 'Revoke access token',
    content: (
      <>
        Revoke the token {strong(token.id)}? Any tool signed in with it, such as the CLI, is signed out and must sign in
        again.
      </>
    ),
    actionLabel: 'Revoke',
    danger: true,
    call: () => callApi('currentUserAccessTokenDelete', { path: { tokenId: token.id } }),
    success: 'Access token revoked',
    failure: 'Could not revoke access token',
    subject: token.id,
    refresh: ['currentUserAccessTokenList'],
  })
}

/** The tokens that let tools act as the signed-in user; each is made by signing a device in. */
export function AccessTokensPage() {
  return (
    <ListPage
      title="Access tokens"
      intro={
        <>
          Tokens that let the CLI and other tools act as you. One is made each time you sign a device in (as{' '}
          <code>oxide auth login</code> does) and confirm its code; revoke a token to sign that device out.
        </>
      }
      docs="deviceTokens"
      list={tokenList}
      noun="access token"
      columns={[
        col.accessor('id', {
          header: 'ID',
          cell: (info) => <CopyableId id={info.getValue()} label={`Copy token ID ${info.getValue()}`} />,
        }),
        createdColumn(col),
        col.accessor('timeExpires', {
          header: 'Expires',
          cell: (info) => {
            const expires = info.getValue()
            return expires ? <Timestamp date={expires} /> : <span className="text-ink-muted">Never</span>
          },
        }),
      ]}
      actions={(token) => [{ label: 'Revoke', danger: true, onSelect: () => revoke(token) }]}
      empty={{
        title: 'No access tokens',
        body: 'Sign the CLI in with oxide auth login; the token it receives shows here.',
      }}
    />
  )
}
