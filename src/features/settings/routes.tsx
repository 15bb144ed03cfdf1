import type { RouteObject } from 'react-router'
import { page } from '~/routing'
import { codePage, listPage, loadPage, pageModule, resourceRoutes } from '~/resourceRoutes'
import { sshKeyList, tokenList } from './lists'

const profilePage = loadPage(() => import('./ProfilePage'), 'ProfilePage')
const accessTokensPage = listPage(tokenList, () => import('./AccessTokensPage'), 'AccessTokensPage')
const sshKeysPage = listPage(sshKeyList, () => import('./SshKeysPage'), 'SshKeysPage')
const sshKeyForms = pageModule(() => import('./SshKeyForms'))

/** Under /settings: the user's own profile and credentials (a lazy area, see src/routes.tsx). */
export const areaRoutes: RouteObject[] = [
  page('profile', 'Profile', profilePage),
  ...resourceRoutes('ssh-keys', 'SSH keys', sshKeysPage, {
    create: ['Add SSH key', sshKeyForms('SshKeyCreateForm')],
    // a key cannot be edited: its `edit` route shows it
    edit: ['sshKey', sshKeyForms('SshKeyView')],
  }),
  codePage('access-tokens', 'Access tokens', accessTokensPage),
]
