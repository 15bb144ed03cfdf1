import { apiq } from '~/api/client'

/** Where an image lives: one project, or the whole silo (no project). */
export type ImageScope = { project?: string }

export const imageListQuery = ({ project }: ImageScope, page: { limit: number; pageToken?: string }) =>
  apiq('imageList', { query: { project, ...page } })

export const imageQuery = ({ project }: ImageScope, image: string) =>
  apiq('imageView', { path: { image }, query: { project } })

export const imagesPath = ({ project }: ImageScope) => (project ? `/projects/${project}/images` : '/images')

/** Every project of the silo, to choose where a silo image goes. */
export const allProjectsQuery = apiq('projectList', { query: { limit: 1000 } })
