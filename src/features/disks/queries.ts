import { apiq } from '~/api/client'

/** Enough to offer every choice in a form: the API's largest page. */
const ALL = 1000

export const diskQuery = (project: string, disk: string) => apiq('diskView', { path: { disk }, query: { project } })

/** An instance by id alone: the key is per id, so every row naming it shares one fetch. */
export const instanceByIdQuery = (id: string) => apiq('instanceView', { path: { instance: id } })
export const imageByIdQuery = (id: string) => apiq('imageView', { path: { image: id } })
export const snapshotByIdQuery = (id: string) => apiq('snapshotView', { path: { snapshot: id } })

/** What a new disk can be made from. The keys match the instance form's, so they share a cache. */
export const diskSourceQueries = (project: string) => ({
  snapshots: apiq('snapshotList', { query: { project, limit: ALL } }),
  siloImages: apiq('imageList', { query: { limit: ALL } }),
  projectImages: apiq('imageList', { query: { project, limit: ALL } }),
})
