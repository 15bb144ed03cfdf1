import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { ProjectCreate } from '~/api/__generated__/Api'
import { invalidate, useApiMutation, usePrefetchedQuery } from '~/api/client'
import { NameAndDescriptionFields } from '~/forms/NameAndDescription'
import { SideModalForm } from '~/forms/SideModalForm'
import { useRouteParams } from '~/params'
import { pb } from '~/paths'
import { loadQueries } from '~/routing'
import { useCloseTo } from '~/table/overList'
import { addToast } from '~/ui/Toast'
import { projectQuery } from './queries'

type Props = {
  title: string
  submitLabel: string
  defaultValues: ProjectCreate
  onSubmit: (body: ProjectCreate) => void
  loading: boolean
  submitError: Error | null
}

/** A project's name and description in a side modal over the projects list. */
function ProjectForm({ defaultValues, ...props }: Props) {
  // rules run as the user types, not only on submit
  const form = useForm<ProjectCreate>({ defaultValues, mode: 'onChange' })
  const close = useCloseTo(pb.projects())
  return (
    <SideModalForm form={form} onDismiss={close} {...props}>
      <NameAndDescriptionFields control={form.control} autoFocus />
    </SideModalForm>
  )
}

/** `projects-new`: a new project opens at once, on its first page. */
export function ProjectCreateForm() {
  const navigate = useNavigate()
  const create = useApiMutation('projectCreate', {
    onSuccess: async (project) => {
      await invalidate('projectList')
      addToast({ title: 'Project created', content: project.name })
      navigate(pb.project({ project: project.name }))
    },
  })
  return (
    <ProjectForm
      title="Create project"
      submitLabel="Create project"
      defaultValues={{ name: '', description: '' }}
      onSubmit={(body) => create.mutate({ body })}
      loading={create.isPending}
      submitError={create.error}
    />
  )
}

export const projectEditLoader = loadQueries((p) => [projectQuery(p.project)])

/** `projects/:project/edit`: back to the list's page once saved. */
export function ProjectEditForm() {
  const { project: name } = useRouteParams()
  const { data: project } = usePrefetchedQuery(projectQuery(name))
  const backToList = useCloseTo(pb.projects())
  const update = useApiMutation('projectUpdate', {
    onSuccess: async (updated) => {
      await Promise.all([invalidate('projectList'), invalidate('projectView')])
      addToast({ title: 'Project updated', content: updated.name })
      backToList()
    },
  })
  return (
    <ProjectForm
      title="Edit project"
      submitLabel="Update project"
      defaultValues={{ name: project.name, description: project.description }}
      onSubmit={(body) => update.mutate({ path: { project: name }, body })}
      loading={update.isPending}
      submitError={update.error}
    />
  )
}
