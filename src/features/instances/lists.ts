// The project's instance list, declared apart from its page: the project area's route table
// carries its loader (`listPage` in ~/resourceRoutes), so its calls leave as the route matches.
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
