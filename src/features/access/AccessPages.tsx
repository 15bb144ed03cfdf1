import { usePrefetchedQuery } from '~/api/client'
import { groupsQuery, usersQuery } from '~/api/queries'
import { roleRows } from '~/api/roles'
import { useRouteParams } from '~/params'
import { loadQueries } from '~/routing'
import { DocsLink } from '~/ui/DocsLink'
import { PageHeader } from '~/ui/PageHeader'
import { AccessTable } from './AccessTable'
import { projectPolicyQuery, siloPolicyQuery } from './queries'

// names are resolved against every user and group of the silo
export const siloAccessLoader = loadQueries(() => [usersQuery, groupsQuery, siloPolicyQuery])

export function SiloAccessPage() {
  const users = usePrefetchedQuery(usersQuery).data.items
  const groups = usePrefetchedQuery(groupsQuery).data.items
  const policy = usePrefetchedQuery(siloPolicyQuery).data
  return (
    <>
      <PageHeader
        title="Silo access"
        description={
          <>
            Roles on the silo apply to every project in it. <DocsLink topic="access" />
          </>
        }
      />
      <AccessTable label="Silo role assignments" rows={roleRows(policy, 'silo', users, groups)} />
    </>
  )
}

export const projectAccessLoader = loadQueries(({ project }) => [
  usersQuery,
  groupsQuery,
  siloPolicyQuery,
  projectPolicyQuery(project),
])

export function ProjectAccessPage() {
  const { project } = useRouteParams()
  const users = usePrefetchedQuery(usersQuery).data.items
  const groups = usePrefetchedQuery(groupsQuery).data.items
  const silo = usePrefetchedQuery(siloPolicyQuery).data
  const own = usePrefetchedQuery(projectPolicyQuery(project)).data
  const rows = [...roleRows(own, 'project', users, groups), ...roleRows(silo, 'silo', users, groups)]
  return (
    <>
      <PageHeader
        title="Project access"
        description={
          <>
            Who can work in <span className="text-ink">{project}</span>: roles on this project and roles inherited from
            the silo. <DocsLink topic="access" />
          </>
        }
      />
      <AccessTable label="Project role assignments" rows={rows} />
    </>
  )
}
