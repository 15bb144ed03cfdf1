import { apiq } from '~/api/client'

export const siloPolicyQuery = apiq('policyView', {})
export const projectPolicyQuery = (project: string) => apiq('projectPolicyView', { path: { project } })
