// An access token as the console shows it, wherever it is listed (the user's own tokens, a
// user's page), and revoking one: only its owner can revoke a single token.
import { apiCall } from '~/api/apiCall'
import type { ColumnHelper } from '@tanstack/react-table'
import type { DeviceAccessToken } from '~/api/__generated__/Api'
import { type OpName } from '~/api/client'
import { confirmThenRun, strong } from '~/actions'
import { createdColumn } from '~/table/columns'
import { CopyableId } from '~/ui/CopyableId'
import { Timestamp } from '~/ui/Timestamp'

export const tokenColumns = (col: ColumnHelper<DeviceAccessToken>) => [
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
]

/** Asks, then revokes one of the signed-in user's own tokens; `refresh` names the lists showing it. */
export function revokeOwnToken(token: DeviceAccessToken, refresh: OpName[]) {
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
    call: apiCall('currentUserAccessTokenDelete', { path: { tokenId: token.id } }),
    success: 'Access token revoked',
    failure: 'Could not revoke access token',
    subject: token.id,
    refresh,
  })
}
