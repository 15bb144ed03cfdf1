// The built-in users, declared apart from the page: the system area's route table carries the
// loader (`listPage` in ~/resourceRoutes), so the calls leave as the route matches.
import { defineList } from '~/table/list'

export const builtinUserList = defineList({ operation: 'userBuiltinList', noun: 'built-in user' })
