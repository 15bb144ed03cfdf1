// /system/users-builtin: the control plane's own identities; one opens over the list.
import { pageModule, resourceRoutes } from '~/resourceRoutes'

const pages = pageModule(() => import('./BuiltinUsersPage'))

export const builtinUserRoutes = resourceRoutes('users-builtin', 'Built-in users', pages('BuiltinUsersPage'), {
  detail: ['builtinUser', pages('BuiltinUserView', 'builtinUserLoader')],
})
