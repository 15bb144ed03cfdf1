import { apiCall } from '~/api/apiCall'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { Project, ProjectCreate } from '~/api/__generated__/Api'
import { usePrefetchedQuery } from '~/api/client'
import { NameAndDescriptionFields } from '~/forms/NameAndDescription'
import { ResourceForm } from '~/forms/ResourceForm'
import { useRouteParams } from '~/params'
import { pb } from '~/paths'
import { loadQueries } from '~/routing'
import { useCloseTo } from '~/table/overList'
import { projectQuery } from './queries'

/**
 * A project's name and description in a side modal over the projects list. A new project
 * opens at once, on its first page; an edit goes back to the list's page.
 */
function ProjectForm({ project }: { project?: Project }) {
  const navigate = useNavigate()
  const backToList = useCloseTo(pb.projects())
  // rules run as the user types, not only on submit
  const form = useForm<ProjectCreate>({
    defaultValues: { name: project?.name ?? '', description: project?.description ?? '' },
    mode: 'onChange',
  })
  return (
    <ResourceForm
      kind="project"
      editing={!!project}
      form={form}
      call={(body) =>
        project
          ? apiCall('projectUpdate', { path: { project: project.name }, body })
          : apiCall('projectCreate', { body })
      }
      refresh={['projectList', 'projectView']}
      leave={(saved) => (saved && !project ? navigate(pb.project({ project: saved.name })) : backToList())}
    >
      <NameAndDescriptionFields control={form.control} autoFocus />
    </ResourceForm>
  )
}

/** `projects-new` */
export const ProjectCreateForm = () => <ProjectForm />

export const projectEditLoader = loadQueries((p) => [projectQuery(p.project)])

/** `projects/:project/edit` */
export function ProjectEditForm() {
  const { project } = useRouteParams()
  return <ProjectForm project={usePrefetchedQuery(projectQuery(project)).data} />
}
