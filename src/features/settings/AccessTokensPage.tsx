import { createColumnHelper } from '@tanstack/react-table'
import type { DeviceAccessToken } from '~/api/__generated__/Api'
import { ListPage } from '~/table/ListPage'
import { revokeOwnToken, tokenColumns } from './accessTokens'
import { tokenList } from './lists'

const col = createColumnHelper<DeviceAccessToken>()

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
      columns={tokenColumns(col)}
      actions={(token) => [
        {
          label: 'Revoke',
          danger: true,
          onSelect: () => revokeOwnToken(token, ['currentUserAccessTokenList', 'userTokenList']),
        },
      ]}
      empty={{
        title: 'No access tokens',
        body: 'Sign the CLI in with oxide auth login; the token it receives shows here.',
      }}
    />
  )
}
