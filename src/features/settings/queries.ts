import { apiq } from '~/api/client'
import type { RouteParams } from '~/params'

export const sshKeyQuery = ({ sshKey }: Pick<RouteParams, 'sshKey'>) =>
  apiq('currentUserSshKeyView', { path: { sshKey } })
