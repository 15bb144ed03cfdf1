import { createColumnHelper } from '@tanstack/react-table'
import { Link, Outlet, useNavigate, type LoaderFunctionArgs } from 'react-router'
import type { Project } from '~/api/__generated__/Api'
import { apiq, callApi, invalidate, queryClient } from '~/api/client'
import { firstPageParams, useListQuery } from '~/table/useListQuery'
import { buttonClass } from '~/ui/Button'
import { confirmAction } from '~/ui/ConfirmModal'
import { DocsLink } from '~/ui/DocsLink'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { Pagination } from '~/ui/Pagination'
import { Table, useTable } from '~/ui/Table'
import { addToast } from '~/ui/Toast'
import { actionsColumn, createdColumn, descriptionColumn } from '~/table/columns'

export async function projectsLoader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams
  await queryClient.ensureQueryData(apiq('projectList', { query: firstPageParams(search) }))
  return null
}

const col = createColumnHelper<Project>()

function deleteProject(project: Project) {
  confirmAction({
    title: 'Delete project',
    content: (
      <>
        Are you sure you want to delete project <strong className="text-ink">{project.name}</strong>? This cannot be
        undone.
      </>
    ),
    danger: true,
    errorTitle: 'Could not delete project',
    action: async () => {
      await callApi('projectDelete', { path: { project: project.name } })
      await invalidate('projectList')
      addToast({ title: 'Project deleted', content: project.name })
    },
  })
}

export function ProjectsPage() {
  const navigate = useNavigate()
  const { items, query, pagination } = useListQuery('projectList', {})

  const columns = [
    col.accessor('name', {
      header: 'Name',
      cell: (info) => (
        <Link to={`/projects/${info.getValue()}`} className="font-medium text-ink hover:underline">
          {info.getValue()}
        </Link>
      ),
    }),
    descriptionColumn(col),
    createdColumn(col),
    actionsColumn(
      col,
      (r) => `Actions for project ${r.name}`,
      (r) => [
        { label: 'Edit', onSelect: () => navigate(`/projects/${r.name}/edit`) },
        { label: 'Delete', danger: true, onSelect: () => deleteProject(r) },
      ],
    ),
  ]

  const table = useTable({ data: items, columns, getRowId: (p) => p.id })

  return (
    <>
      <PageHeader
        title="Projects"
        description={
          <>
            Projects hold instances, disks and networks for a team. <DocsLink topic="projects" />
          </>
        }
        actions={
          <Link to="/projects-new" className={buttonClass('primary')}>
            New project
          </Link>
        }
      />
      {items.length === 0 && !pagination.hasPrev ? (
        <EmptyState
          title="No projects"
          body="You have no projects yet. Create one to start deploying instances."
          action={
            <Link to="/projects-new" className={buttonClass('secondary')}>
              New project
            </Link>
          }
        />
      ) : (
        <>
          <Table table={table} label="Projects" busy={query.isPlaceholderData} />
          <Pagination {...pagination} />
        </>
      )}
      <Outlet />
    </>
  )
}
