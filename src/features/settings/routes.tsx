import type { RouteObject } from 'react-router'
import { pb } from '~/paths'
import { lazyPage, listRoute, page, redirectTo } from '~/routing'

const sshKeyForms = () => import('./SshKeyForms')

/** Under /settings: the user's own profile and credentials. */
export const settingsRoutes: RouteObject[] = [
  { index: true, loader: redirectTo(pb.profile) },
  page(
    'profile',
    'Profile',
    lazyPage(() => import('./ProfilePage'), 'ProfilePage', 'profileLoader'),
  ),
  listRoute({
    path: 'ssh-keys',
    crumb: 'SSH keys',
    list: lazyPage(() => import('./SshKeysPage'), 'SshKeysPage', 'sshKeysLoader'),
    create: ['Add SSH key', lazyPage(sshKeyForms, 'SshKeyCreateForm')],
    // a key cannot be edited: its `edit` route shows it
    edit: ['sshKey', lazyPage(sshKeyForms, 'SshKeyView', 'sshKeyViewLoader')],
  }),
  page(
    'access-tokens',
    'Access tokens',
    lazyPage(() => import('./AccessTokensPage'), 'AccessTokensPage', 'accessTokensLoader'),
  ),
]
