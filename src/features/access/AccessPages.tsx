import { useParams, type LoaderFunctionArgs } from 'react-router'
import { apiq, queryClient, usePrefetchedQuery } from '~/api/client'
import { roleRows } from '~/api/roles'
import { DocsLink } from '~/ui/DocsLink'
import { PageHeader } from '~/ui/PageHeader'
import { AccessTable } from './AccessTable'

/** Names are resolved against every user and group of the silo. */
const ALL = { query: { limit: 1000 } }
const usersQuery = apiq('userList', ALL)
const groupsQuery = apiq('groupList', ALL)
const siloPolicyQuery = apiq('policyView', {})
const projectPolicyQuery = (project: string) => apiq('projectPolicyView', { path: { project } })

export async function siloAccessLoader() {
  await Promise.all([
    queryClient.ensureQueryData(usersQuery),
    queryClient.ensureQueryData(groupsQuery),
    queryClient.ensureQueryData(siloPolicyQuery),
  ])
  return null
}

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

export async function projectAccessLoader({ params }: LoaderFunctionArgs) {
  await Promise.all([
    queryClient.ensureQueryData(usersQuery),
    queryClient.ensureQueryData(groupsQuery),
    queryClient.ensureQueryData(siloPolicyQuery),
    queryClient.ensureQueryData(projectPolicyQuery(params.project!)),
  ])
  return null
}

export function ProjectAccessPage() {
  const { project = '' } = useParams()
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
