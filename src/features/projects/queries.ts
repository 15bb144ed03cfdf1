import { apiq } from '~/api/client'

export const projectQuery = (project: string) => apiq('projectView', { path: { project } })
