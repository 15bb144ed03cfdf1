// The user's SSH keys and access tokens, declared apart from their pages: the settings' route
// table carries their loaders (`listPage` in ~/resourceRoutes), so the calls leave as the route
// matches.
import { defineList } from '~/table/list'

export const sshKeyList = defineList({ noun: 'SSH key', operation: 'currentUserSshKeyList' })

export const tokenList = defineList({ operation: 'currentUserAccessTokenList', noun: 'access token' })
