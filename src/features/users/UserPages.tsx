// The pages of the users feature, loaded as one module (see routes.tsx).
export { GroupPage, groupLoader } from './GroupPage'
export { GroupsPage, groupsLoader, UsersPage, usersLoader } from './UserLists'
export { UserPage, userLoader } from './UserPage'
