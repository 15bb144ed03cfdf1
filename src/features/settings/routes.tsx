import type { RouteObject } from 'react-router'
import { page } from '~/routing'
import { loadPage, pageModule, resourceRoutes } from '~/resourceRoutes'

const profilePage = loadPage(() => import('./ProfilePage'), 'ProfilePage')
const accessTokensPage = loadPage(() => import('./AccessTokensPage'), 'AccessTokensPage')
const sshKeysPage = loadPage(() => import('./SshKeysPage'), 'SshKeysPage')
const sshKeyForms = pageModule(() => import('./SshKeyForms'))

/** Under /settings: the user's own profile and credentials (a lazy area, see src/routes.tsx). */
export const areaRoutes: RouteObject[] = [
  page('profile', 'Profile', profilePage),
  ...resourceRoutes('ssh-keys', 'SSH keys', sshKeysPage, {
    create: ['Add SSH key', sshKeyForms('SshKeyCreateForm')],
    // a key cannot be edited: its `edit` route shows it
    edit: ['sshKey', sshKeyForms('SshKeyView')],
  }),
  page('access-tokens', 'Access tokens', accessTokensPage),
]
