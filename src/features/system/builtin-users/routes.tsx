// /system/users-builtin: the control plane's own identities; one opens over the list.
import { listPage, pageModule, resourceRoutes } from '~/resourceRoutes'
import { builtinUserList } from './lists'

const pagesModule = () => import('./BuiltinUsersPage')
const pages = pageModule(pagesModule)

export const builtinUserRoutes = resourceRoutes(
  'users-builtin',
  'Built-in users',
  listPage(builtinUserList, pagesModule, 'BuiltinUsersPage'),
  {
    detail: ['builtinUser', pages('BuiltinUserView', 'builtinUserLoader')],
  },
)
