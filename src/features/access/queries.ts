import { apiq } from '~/api/client'
import { apiqEveryPage } from '~/api/queries'

export const siloPolicyQuery = apiq('policyView', {})
/** The fleet's roles; readable by fleet viewers only. */
export const systemPolicyQuery = apiq('systemPolicyView', {})
export const projectPolicyQuery = (project: string) => apiq('projectPolicyView', { path: { project } })
/** The members of a group, every page: who a group's role reaches. */
export const groupMembersQuery = (group: string) => apiqEveryPage('userList', { query: { group } })
