import type { Image } from '~/api/__generated__/Api'
import { callApi, invalidate } from '~/api/client'
import { confirmAction } from '~/ui/ConfirmModal'
import { addToast } from '~/ui/Toast'
import type { ImageScope } from './imageQueries'

const refresh = () => Promise.all([invalidate('imageList'), invalidate('imageView')])

export function deleteImage({ project }: ImageScope, image: Image, onDone?: () => void) {
  confirmAction({
    title: 'Delete image',
    content: (
      <>
        Are you sure you want to delete image <strong className="text-ink">{image.name}</strong>? Running instances keep
        working, but no new instance can boot from it. This cannot be undone.
      </>
    ),
    danger: true,
    errorTitle: 'Could not delete image',
    action: async () => {
      // the API takes an image by name within a project, or by ID alone
      await callApi(
        'imageDelete',
        project ? { path: { image: image.name }, query: { project } } : { path: { image: image.id } },
      )
      await refresh()
      addToast({ title: 'Image deleted', content: image.name })
      onDone?.()
    },
  })
}

export function promoteImage(project: string, image: Image, onDone?: () => void) {
  confirmAction({
    title: 'Promote image',
    content: (
      <>
        Promote <strong className="text-ink">{image.name}</strong> to a silo image? Every project in the silo will be
        able to boot from it, and it will no longer be listed under project {project}.
      </>
    ),
    actionLabel: 'Promote',
    errorTitle: 'Could not promote image',
    action: async () => {
      await callApi('imagePromote', { path: { image: image.id } })
      await refresh()
      addToast({ title: 'Image promoted to the silo', content: image.name })
      onDone?.()
    },
  })
}

export async function demoteImage(image: Image, project: string) {
  await callApi('imageDemote', { path: { image: image.id }, query: { project } })
  await refresh()
  addToast({ title: `Image demoted to project ${project}`, content: image.name })
}
