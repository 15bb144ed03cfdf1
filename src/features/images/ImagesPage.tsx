import { createColumnHelper } from '@tanstack/react-table'
import { useNavigate } from 'react-router'
import type { Image } from '~/api/__generated__/Api'
import { useRouteParams } from '~/params'
import { pb } from '~/paths'
import { createdColumn, descriptionColumn, nameColumn } from '~/table/columns'
import { defineList, type ListDef } from '~/table/list'
import { ListPage } from '~/table/ListPage'
import { useOverList } from '~/table/overList'
import type { DocsTopic } from '~/ui/DocsLink'
import type { MenuItem } from '~/ui/Menu'
import { formatBytes } from '~/util/bytes'
import { deleteImage, promoteImage } from './imageActions'
import type { ImageScope } from './queries'

const projectImageList = defineList({ operation: 'imageList', params: ({ project }) => ({ query: { project } }) })
const siloImageList = defineList({ operation: 'imageList', params: () => ({}) })

export const projectImagesLoader = projectImageList.loader
export const siloImagesLoader = siloImageList.loader

const col = createColumnHelper<Image>()

/** The images of a project or of the silo; an image's details open over the list. */
function ImagesList({
  scope,
  list,
  ...page
}: {
  scope: ImageScope
  list: ListDef<'imageList'>
  title: string
  intro: string
  docs: DocsTopic
  label?: string
  empty: { title: string; body: string }
  create?: { to: string; label: string }
}) {
  const navigate = useNavigate()
  const over = useOverList()
  const details = (image: Image) => over(pb.imageEdit({ ...scope, image: image.name }))

  const actions = (image: Image): MenuItem[] => [
    { label: 'View details', onSelect: () => navigate(details(image)) },
    scope.project
      ? { label: 'Promote to silo', onSelect: () => promoteImage(scope.project!, image) }
      : { label: 'Demote to project', onSelect: () => navigate(details(image)) },
    { label: 'Delete', danger: true, onSelect: () => deleteImage(scope, image) },
  ]

  const columns = [
    nameColumn(col, details),
    descriptionColumn(col),
    col.accessor('os', { header: 'OS' }),
    col.accessor('version', { header: 'Version' }),
    col.accessor('size', { header: 'Size', cell: (info) => formatBytes(info.getValue()) }),
    createdColumn(col),
  ]

  return <ListPage {...page} list={list} noun="image" columns={columns} actions={actions} />
}

export function ProjectImagesPage() {
  const { project } = useRouteParams()
  return (
    <ImagesList
      scope={{ project }}
      list={projectImageList}
      title="Images"
      intro="Images that only this project can boot from. Silo images are shared with every project."
      docs="images"
      label="Project images"
      empty={{
        title: 'No project images',
        body: 'Upload an image file, make one from a snapshot, or demote a silo image into this project.',
      }}
      create={{ to: pb.projectImagesNew({ project }), label: 'Upload image' }}
    />
  )
}

export function SiloImagesPage() {
  return (
    <ImagesList
      scope={{}}
      list={siloImageList}
      title="Silo images"
      intro="Images every project in the silo can boot from. Promote a project image to add one here."
      docs="images"
      empty={{ title: 'No silo images', body: 'Promote a project image to share it with every project in the silo.' }}
    />
  )
}
