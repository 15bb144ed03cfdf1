// The built-in users: the page's and its route's (`listPage` in ~/resourceRoutes).
import { defineList } from '~/table/list'

export const builtinUserList = defineList({ operation: 'userBuiltinList', noun: 'built-in user' })
