import { useProjectRefusal, useSiloRefusal } from '~/features/access/permissions'
import { createColumnHelper } from '@tanstack/react-table'
import { useNavigate } from 'react-router'
import type { Image } from '~/api/__generated__/Api'
import { useRouteParams } from '~/params'
import { pb } from '~/paths'
import { createdColumn, descriptionColumn, nameColumn } from '~/table/columns'
import type { ListDef } from '~/table/list'
import { ListPage } from '~/table/ListPage'
import { useOverList } from '~/table/overList'
import type { DocsTopic } from '~/ui/DocsLink'
import type { MenuItem } from '~/ui/Menu'
import { formatBytes } from '~/util/bytes'
import { deleteImage, imageBulkActions, promoteImage } from './imageActions'
import { projectImageList, siloImageList } from './lists'
import type { ImageScope } from './queries'

const col = createColumnHelper<Image>()

/** The images of a project or of the silo; an image's details open over the list. */
function ImagesList({
  scope,
  list,
  refusals,
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
  /**
   * why the user's role refuses each change: moving an image between levels (a silo role), and
   * the rest (the list's own: upload, delete, bulk delete)
   */
  refusals: { move?: string; change?: string }
}) {
  const navigate = useNavigate()
  const over = useOverList()
  const move = refusals.move
  const details = (image: Image) => over(pb.imageEdit({ ...scope, image: image.name }))

  // View details changes nothing, and a move needs a silo role, which the list's refusal may not name
  const actions = (image: Image): MenuItem[] => [
    { label: 'View details', ownRole: true, onSelect: () => navigate(details(image)) },
    scope.project
      ? {
          label: 'Promote to silo',
          ownRole: true,
          disabledReason: move,
          onSelect: () => promoteImage(scope.project!, image),
        }
      : { label: 'Demote to project', ownRole: true, disabledReason: move, onSelect: () => navigate(details(image)) },
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

  return (
    <ListPage
      {...page}
      list={list}
      columns={columns}
      actions={actions}
      bulk={imageBulkActions(scope)}
      refusal={refusals.change}
    />
  )
}

export function ProjectImagesPage() {
  const { project } = useRouteParams()
  const refusals = {
    move: useSiloRefusal('promote images to the silo'),
    change: useProjectRefusal(project, 'upload and delete images'),
  }
  return (
    <ImagesList
      refusals={refusals}
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
  const refusal = useSiloRefusal('demote and delete silo images')
  return (
    <ImagesList
      refusals={{ move: refusal, change: refusal }}
      scope={{}}
      list={siloImageList}
      title="Silo images"
      intro="Images every project in the silo can boot from. Promote a project image to add one here."
      docs="images"
      empty={{ title: 'No silo images', body: 'Promote a project image to share it with every project in the silo.' }}
    />
  )
}
