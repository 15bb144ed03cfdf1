// The pages of the users feature, loaded as one module (see routes.tsx).
export { GroupPage, groupLoader } from './GroupPage'
export { GroupsPage, UsersPage } from './UserLists'
export { UserPage, userLoader } from './UserPage'
