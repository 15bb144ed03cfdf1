import { apiq } from '~/api/client'

/** Where an image lives: one project, or the whole silo (no project). */
export type ImageScope = { project?: string }

export const imageQuery = ({ project, image }: ImageScope & { image: string }) =>
  apiq('imageView', { path: { image }, query: { project } })
