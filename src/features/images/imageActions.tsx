import { apiCall } from '~/api/apiCall'
import type { Image } from '~/api/__generated__/Api'
import { type OpName } from '~/api/client'
import { confirmDelete, confirmThenRun, runAction, strong } from '~/actions'
import { bulkDelete } from '~/table/bulk'
import type { ImageScope } from './queries'

/** An image shows in the project's list, the silo's, and its own details. */
const refresh: OpName[] = ['imageList', 'imageView']

// the API takes an image by name within a project, or by ID alone
const deleteCall = ({ project }: ImageScope, image: Image) =>
  apiCall('imageDelete', project ? { path: { image: image.name }, query: { project } } : { path: { image: image.id } })

export function deleteImage(scope: ImageScope, image: Image, onDone?: () => void) {
  confirmDelete({
    kind: 'image',
    name: image.name,
    consequence: 'Running instances keep working, but no new instance can boot from it.',
    call: deleteCall(scope, image),
    refresh,
    onDone,
  })
}

/** Deleting many images of the project's list or the silo's. */
export const imageBulkActions = (scope: ImageScope) => [bulkDelete<Image>((image) => deleteCall(scope, image), refresh)]

export function promoteImage(project: string, image: Image, onDone?: () => void) {
  confirmThenRun({
    title: 'Promote image',
    content: (
      <>
        Promote {strong(image.name)} to a silo image? Every project in the silo will be able to boot from it, and it
        will no longer be listed under project {project}.
      </>
    ),
    actionLabel: 'Promote',
    call: apiCall('imagePromote', { path: { image: image.id } }),
    success: 'Image promoted to the silo',
    failure: 'Could not promote image',
    subject: image.name,
    refresh,
    onDone,
  })
}

/** The call that moves a silo image into one project: sent by demoteImage, shown by its form. */
export const demoteCall = (image: Image, project: string) =>
  apiCall('imageDemote', { path: { image: image.id }, query: { project } })

/** Moves a silo image into one project; true when it worked. */
export const demoteImage = (image: Image, project: string, onDone?: () => void) =>
  runAction({
    call: demoteCall(image, project),
    success: `Image demoted to project ${project}`,
    failure: 'Could not demote image',
    subject: image.name,
    refresh,
    onDone,
  })
