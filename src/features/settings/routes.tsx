import type { RouteObject } from 'react-router'
import { lazyPage, listRoute, page } from '~/routing'

const sshKeyForms = () => import('./SshKeyForms')

/** Under /settings: the user's own profile and credentials (a lazy area, see src/routes.tsx). */
export const settingsRoutes: RouteObject[] = [
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
