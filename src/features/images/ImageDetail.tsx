import { useSiloRefusal } from '~/features/access/permissions'
import { useMutation } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import type { Image } from '~/api/__generated__/Api'
import { usePrefetchedQuery } from '~/api/client'
import { useWholeList } from '~/api/useWholeList'
import { allProjectsQuery } from '~/api/queries'
import { byName } from '~/features/instances/options'
import { SelectField } from '~/forms/SelectField'
import { SideModalForm } from '~/forms/SideModalForm'
import { useRouteParams } from '~/params'
import { pb } from '~/paths'
import { itemOverList } from '~/table/itemOverList'
import { loadQueries } from '~/routing'
import { useCloseTo } from '~/table/overList'
import { RestOfList } from '~/table/RestOfList'
import { Button } from '~/ui/Button'
import { CopyableId } from '~/ui/CopyableId'
import { GuardedButton } from '~/ui/GuardedButton'
import { PropertyList } from '~/ui/PropertyList'
import { SideModal } from '~/ui/SideModal'
import { Timestamp } from '~/ui/Timestamp'
import { formatBytes } from '~/util/bytes'
import { demoteCall, demoteImage, promoteImage } from './imageActions'
import { imageQuery } from './queries'

function ImageProperties({ image }: { image: Image }) {
  return (
    <PropertyList
      items={[
        ['Name', image.name],
        ['ID', <CopyableId id={image.id} label="Copy image ID" />],
        ['Description', image.description || <span className="text-ink-faint">None</span>],
        ['OS', image.os],
        ['Version', image.version],
        ['Size', formatBytes(image.size)],
        ['Block size', `${image.blockSize} bytes`],
        ['Visibility', image.projectId ? 'This project only' : 'Every project in the silo'],
        ['Digest', image.digest ? <span className="font-mono text-[13px]">{image.digest.value}</span> : 'None'],
        ['Created', <Timestamp date={image.timeCreated} />],
        ['Modified', <Timestamp date={image.timeModified} />],
      ]}
    />
  )
}

const projectImage = itemOverList(imageQuery, pb.projectImages)
export const projectImageLoader = projectImage.loader

/** A project image's details, with the way to share it with the whole silo. */
export function ProjectImageEdit() {
  const { data: image, close, p } = projectImage.use()
  const refusal = useSiloRefusal('promote images to the silo')
  return (
    <ImageDetailsModal image={image} close={close}>
      <GuardedButton variant="primary" reason={refusal} onClick={() => promoteImage(p.project, image, close)}>
        Promote to silo
      </GuardedButton>
    </ImageDetailsModal>
  )
}

/** An image's properties in a side modal, its one action beside Close. */
function ImageDetailsModal({ image, close, children }: { image: Image; close: () => void; children: ReactNode }) {
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
          {children}
        </>
      }
    >
      <ImageProperties image={image} />
    </SideModal>
  )
}

export const siloImageLoader = loadQueries(({ image }) => [imageQuery({ image }), allProjectsQuery])

/** A silo image's details, with the way to move it back into one project. */
export function SiloImageEdit() {
  const { image: name } = useRouteParams()
  const image = usePrefetchedQuery(imageQuery({ image: name })).data
  // the loader read the first page; a silo past 1,000 projects offers the rest once read
  const projects = useWholeList('projectList', {})
  const form = useForm<{ project: string }>({ defaultValues: { project: '' } })
  const close = useCloseTo(pb.siloImages())
  // a refusal shows as an error toast, and the form stays open to choose again
  const demote = useMutation({ mutationFn: (project: string) => demoteImage(image, project, close) })
  const refusal = useSiloRefusal('demote silo images')
  // a user whose role refuses the move reads the image, and why there is no form to fill in
  if (refusal)
    return (
      <ImageDetailsModal image={image} close={close}>
        <GuardedButton variant="primary" reason={refusal} onClick={() => {}}>
          Demote image
        </GuardedButton>
      </ImageDetailsModal>
    )
  return (
    <SideModalForm
      title="Image details"
      form={form}
      onDismiss={close}
      onSubmit={({ project }) => demote.mutate(project)}
      loading={demote.isPending}
      submitError={null}
      submitLabel="Demote image"
      request={({ project }) => {
        if (!project) throw new Error('choose a project')
        return demoteCall(image, project)
      }}
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
        options={(projects.items ?? []).map(byName)}
      />
      <RestOfList list={projects} what="silo's projects" />
    </SideModalForm>
  )
}
