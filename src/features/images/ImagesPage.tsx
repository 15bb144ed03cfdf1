import { createColumnHelper } from '@tanstack/react-table'
import { Link, Outlet, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router'
import type { Image } from '~/api/__generated__/Api'
import { queryClient } from '~/api/client'
import { firstPageParams, useListQuery } from '~/table/useListQuery'
import { buttonClass } from '~/ui/Button'
import { DocsLink } from '~/ui/DocsLink'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { Pagination } from '~/ui/Pagination'
import { Table, useTable } from '~/ui/Table'
import { formatBytes } from '~/util/bytes'
import { deleteImage, promoteImage } from './imageActions'
import { imageListQuery, imagesPath, type ImageScope } from './imageQueries'
import { actionsColumn, createdColumn, descriptionColumn } from '~/table/columns'

export async function projectImagesLoader({ request, params }: LoaderFunctionArgs) {
  const page = firstPageParams(new URL(request.url).searchParams)
  await queryClient.ensureQueryData(imageListQuery({ project: params.project! }, page))
  return null
}

export async function siloImagesLoader({ request }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(imageListQuery({}, firstPageParams(new URL(request.url).searchParams)))
  return null
}

const col = createColumnHelper<Image>()

function ImagesList({ scope }: { scope: ImageScope }) {
  const navigate = useNavigate()
  const { items, query, pagination } = useListQuery('imageList', { query: { project: scope.project } })
  const base = imagesPath(scope)

  const actions = (image: Image) => [
    { label: 'View details', onSelect: () => navigate(`${base}/${image.name}/edit`) },
    scope.project
      ? { label: 'Promote to silo', onSelect: () => promoteImage(scope.project!, image) }
      : { label: 'Demote to project', onSelect: () => navigate(`${base}/${image.name}/edit`) },
    { label: 'Delete', danger: true, onSelect: () => deleteImage(scope, image) },
  ]

  const columns = [
    col.accessor('name', {
      header: 'Name',
      cell: (info) => (
        <Link to={`${base}/${info.getValue()}/edit`} className="font-medium hover:underline">
          {info.getValue()}
        </Link>
      ),
    }),
    descriptionColumn(col),
    col.accessor('os', { header: 'OS' }),
    col.accessor('version', { header: 'Version' }),
    col.accessor('size', { header: 'Size', cell: (info) => formatBytes(info.getValue()) }),
    createdColumn(col),
    actionsColumn(
      col,
      (r) => `Actions for image ${r.name}`,
      (r) => actions(r),
    ),
  ]
  const table = useTable({ data: items, columns, getRowId: (i) => i.id })

  if (items.length === 0 && !pagination.hasPrev) {
    return scope.project ? (
      <EmptyState
        title="No project images"
        body="Upload an image file, make one from a snapshot, or demote a silo image into this project."
        action={
          <Link to={`${base}-new`} className={buttonClass('secondary')}>
            Upload image
          </Link>
        }
      />
    ) : (
      <EmptyState title="No silo images" body="Promote a project image to share it with every project in the silo." />
    )
  }
  return (
    <>
      <Table table={table} label={scope.project ? 'Project images' : 'Silo images'} busy={query.isPlaceholderData} />
      <Pagination {...pagination} />
    </>
  )
}

export function ProjectImagesPage() {
  const { project = '' } = useParams()
  return (
    <>
      <PageHeader
        title="Images"
        description={
          <>
            Images that only this project can boot from. Silo images are shared with every project.{' '}
            <DocsLink topic="images" />
          </>
        }
        actions={
          <Link to={`/projects/${project}/images-new`} className={buttonClass('primary')}>
            Upload image
          </Link>
        }
      />
      <ImagesList scope={{ project }} />
      <Outlet />
    </>
  )
}

export function SiloImagesPage() {
  return (
    <>
      <PageHeader
        title="Silo images"
        description={
          <>
            Images every project in the silo can boot from. Promote a project image to add one here.{' '}
            <DocsLink topic="images" />
          </>
        }
      />
      <ImagesList scope={{}} />
      <Outlet />
    </>
  )
}
