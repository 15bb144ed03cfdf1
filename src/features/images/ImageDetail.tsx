import { useForm } from 'react-hook-form'
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router'
import type { Image } from '~/api/__generated__/Api'
import { queryClient, usePrefetchedQuery } from '~/api/client'
import { SelectField } from '~/forms/SelectField'
import { SideModalForm } from '~/forms/SideModalForm'
import { Button } from '~/ui/Button'
import { CopyButton } from '~/ui/CopyButton'
import { PropertyList } from '~/ui/PropertyList'
import { SideModal } from '~/ui/SideModal'
import { Timestamp } from '~/ui/Timestamp'
import { formatBytes } from '~/util/bytes'
import { useMutation } from '@tanstack/react-query'
import { demoteImage, promoteImage } from './imageActions'
import { allProjectsQuery, imageQuery, imagesPath, type ImageScope } from './imageQueries'

function ImageProperties({ image }: { image: Image }) {
  return (
    <PropertyList
      items={[
        ['Name', image.name],
        [
          'ID',
          <span key="id" className="flex items-center gap-2">
            <span className="font-mono text-[13px]">{image.id}</span>
            <CopyButton text={image.id} label="Copy image ID" iconOnly />
          </span>,
        ],
        ['Description', image.description || <span className="text-ink-faint">None</span>],
        ['OS', image.os],
        ['Version', image.version],
        ['Size', formatBytes(image.size)],
        ['Block size', `${image.blockSize} bytes`],
        ['Visibility', image.projectId ? 'This project only' : 'Every project in the silo'],
        ['Digest', image.digest ? <span className="font-mono text-[13px]">{image.digest.value}</span> : 'None'],
        ['Created', <Timestamp key="c" date={image.timeCreated} />],
        ['Modified', <Timestamp key="m" date={image.timeModified} />],
      ]}
    />
  )
}

export async function projectImageLoader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(imageQuery({ project: params.project! }, params.image!))
  return null
}

/** A project image's details, with the way to share it with the whole silo. */
export function ProjectImageEdit() {
  const navigate = useNavigate()
  const { project = '', image: name = '' } = useParams()
  const scope: ImageScope = { project }
  const image = usePrefetchedQuery(imageQuery(scope, name)).data
  const close = () => navigate(imagesPath(scope))
  return (
    <SideModal
      title="Image details"
      subtitle={image.name}
      onDismiss={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
          <Button onClick={() => promoteImage(project, image, close)}>Promote to silo</Button>
        </>
      }
    >
      <ImageProperties image={image} />
    </SideModal>
  )
}

export async function siloImageLoader({ params }: LoaderFunctionArgs) {
  await Promise.all([
    queryClient.ensureQueryData(imageQuery({}, params.image!)),
    queryClient.ensureQueryData(allProjectsQuery),
  ])
  return null
}

/** A silo image's details, with the way to move it back into one project. */
export function SiloImageEdit() {
  const navigate = useNavigate()
  const { image: name = '' } = useParams()
  const image = usePrefetchedQuery(imageQuery({}, name)).data
  const projects = usePrefetchedQuery(allProjectsQuery).data.items
  const form = useForm<{ project: string }>({ defaultValues: { project: '' } })
  const demote = useMutation({
    mutationFn: (project: string) => demoteImage(image, project),
    onSuccess: () => navigate('/images'),
  })
  return (
    <SideModalForm
      title="Image details"
      form={form}
      onDismiss={() => navigate('/images')}
      onSubmit={({ project }) => demote.mutate(project)}
      loading={demote.isPending}
      submitError={demote.error}
      submitLabel="Demote image"
    >
      <ImageProperties image={image} />
      <h2 className="mt-6 mb-1 font-semibold">Demote to a project</h2>
      <p className="mb-3 text-ink-muted">
        Only the chosen project will be able to boot from this image; other projects lose access to it.
      </p>
      <SelectField
        control={form.control}
        name="project"
        label="Project"
        required
        placeholder="Choose a project"
        options={projects.map((p) => ({ value: p.name, label: p.name }))}
      />
    </SideModalForm>
  )
}
