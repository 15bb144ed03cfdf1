// The project's snapshot list: the page's and its route's (`listPage` in ~/resourceRoutes).
import { projectDisksQuery } from '~/api/queries'
import { defineList } from '~/table/list'

export const snapshotList = defineList({
  noun: 'snapshot',
  operation: 'snapshotList',
  params: ({ project }) => ({ query: { project } }),
  state: { kind: 'snapshot', of: (s) => s.state },
  pollWhile: (snapshots) => snapshots.some((s) => s.state === 'creating'),
  pollMs: 2000,
  // source disks are named from the project's disks; without them a row shows less
  wants: ({ project }) => [projectDisksQuery(project)],
})
