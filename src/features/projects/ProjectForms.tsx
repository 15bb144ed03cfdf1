import { useForm } from 'react-hook-form'
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router'
import { apiq, invalidate, queryClient, useApiMutation, usePrefetchedQuery } from '~/api/client'
import { SideModalForm } from '~/forms/SideModalForm'
import { addToast } from '~/ui/Toast'
import { NameAndDescriptionFields } from '~/forms/NameAndDescription'

type Values = { name: string; description: string }

function ProjectFields({ form }: { form: ReturnType<typeof useForm<Values>> }) {
  return <NameAndDescriptionFields control={form.control} autoFocus />
}

export function ProjectCreateForm() {
  const navigate = useNavigate()
  // rules run as the user types, not only on submit
  const form = useForm<Values>({ defaultValues: { name: '', description: '' }, mode: 'onChange' })
  const create = useApiMutation('projectCreate', {
    onSuccess: async (project) => {
      await invalidate('projectList')
      addToast({ title: 'Project created', content: project.name })
      navigate(`/projects/${project.name}`)
    },
  })
  return (
    <SideModalForm
      title="Create project"
      form={form}
      onDismiss={() => navigate('/projects')}
      onSubmit={(body) => create.mutate({ body })}
      loading={create.isPending}
      submitError={create.error}
      submitLabel="Create project"
    >
      <ProjectFields form={form} />
    </SideModalForm>
  )
}

export async function projectEditLoader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(apiq('projectView', { path: { project: params.project! } }))
  return null
}

export function ProjectEditForm() {
  const navigate = useNavigate()
  const { project: name = '' } = useParams()
  const { data: project } = usePrefetchedQuery(apiq('projectView', { path: { project: name } }))
  const form = useForm<Values>({
    defaultValues: { name: project.name, description: project.description },
    mode: 'onChange',
  })
  const update = useApiMutation('projectUpdate', {
    onSuccess: async (updated) => {
      await Promise.all([invalidate('projectList'), invalidate('projectView')])
      addToast({ title: 'Project updated', content: updated.name })
      navigate('/projects')
    },
  })
  return (
    <SideModalForm
      title="Edit project"
      form={form}
      onDismiss={() => navigate('/projects')}
      onSubmit={(body) => update.mutate({ path: { project: name }, body })}
      loading={update.isPending}
      submitError={update.error}
      submitLabel="Update project"
    >
      <ProjectFields form={form} />
    </SideModalForm>
  )
}
