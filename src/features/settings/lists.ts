// The user's SSH keys and access tokens: the page's and its route's (`listPage` in
// ~/resourceRoutes).
import { defineList } from '~/table/list'

export const sshKeyList = defineList({ noun: 'SSH key', operation: 'currentUserSshKeyList' })

export const tokenList = defineList({ operation: 'currentUserAccessTokenList', noun: 'access token' })
