// The project's instance list: the page's and its route's (`listPage` in ~/resourceRoutes).
import { isTransitioning } from '~/api/capabilities'
import { projectDisksQuery } from '~/api/queries'
import { defineList } from '~/table/list'

export const instanceList = defineList({
  noun: 'instance',
  operation: 'instanceList',
  params: ({ project }) => ({ query: { project } }),
  state: { kind: 'instance', of: (i) => i.runState },
  // follow a start, stop or reboot to its end
  pollWhile: (instances) => instances.some((i) => isTransitioning(i.runState)),
  // only names the boot disks
  wants: ({ project }) => [projectDisksQuery(project)],
})
