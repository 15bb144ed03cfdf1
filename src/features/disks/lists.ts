// The project's disk list: the page's and its route's (`listPage` in ~/resourceRoutes).
import { isDiskTransitioning } from '~/api/capabilities'
import { projectImagesQuery, projectInstancesQuery, projectSnapshotsQuery, siloImagesQuery } from '~/api/queries'
import { defineList } from '~/table/list'

/** The image lists that name a disk's source image (./cells). */
export const imageLists = (project: string) => [projectImagesQuery(project), siloImagesQuery]

export const diskList = defineList({
  noun: 'disk',
  operation: 'diskList',
  params: ({ project }) => ({ query: { project } }),
  state: { kind: 'disk', of: (d) => d.state.state },
  pollWhile: (disks) => disks.some((d) => isDiskTransitioning(d.state.state)),
  // what names the rows' instances and sources, read with the list (./cells)
  wants: ({ project }) => [projectInstancesQuery(project), projectSnapshotsQuery(project), ...imageLists(project)],
})
