import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { callApi, invalidate, queryClient } from '~/api/client'
import { isNotFound } from '~/api/errors'
import { FormSection } from '~/forms/FullPageForm'
import { NameAndDescriptionFields } from '~/forms/NameAndDescription'
import { SelectField } from '~/forms/SelectField'
import { useSuggestedValue } from '~/forms/useSuggestedValue'
import { useRouteParams, type RouteParams } from '~/params'
import { pb } from '~/paths'
import { readsOf } from '~/routing'
import { Button } from '~/ui/Button'
import { DocsLink } from '~/ui/DocsLink'
import { ErrorBanner } from '~/ui/ErrorBanner'
import { PageHeader } from '~/ui/PageHeader'
import { addToast } from '~/ui/Toast'
import { formatBytes } from '~/util/bytes'
import { ImageOsFields } from '../ImageOsFields'
import { projectImageList } from '../lists'
import { listsPage } from '../routes'
import { pageTransport } from './pageTransport'
import { ImageUpload } from './engine'
import { nameFromFileName, notRawReason } from './fileName'
import { FileField } from '~/forms/FileField'
import { LeaveUploadDialog, useLeaveGuard } from './LeaveGuard'
import { diskSizeFor, isBusy, outcomeMessage, type UploadState } from './steps'
import { trackUpload } from './uploadActivity'
import { UploadProgress } from './UploadProgress'

type Values = {
  name: string
  description: string
  os: string
  version: string
  blockSize: '512' | '2048' | '4096'
  file: File | null
}

const BLOCK_SIZES = [
  { value: '512', label: '512 bytes' },
  { value: '2048', label: '2048 bytes' },
  { value: '4096', label: '4096 bytes' },
]

/** The largest disk the control plane makes, so the largest image that can be uploaded. */
const MAX_IMAGE_BYTES = 1023 * 1024 ** 3

const noUpload = { subscribe: () => () => {}, getStepState: () => null }

/**
 * The project's images read again, the list's first page fetched now, and its page's code:
 * marked stale alone, the list would open on what it held before the upload and add the new
 * image a round trip later. A read that fails is the list's to show when opened
 * (`prefetchQuery` never throws; the route says so if its code cannot be had).
 */
async function readImagesAgain(params: RouteParams) {
  listsPage().catch(() => {})
  await invalidate('imageList')
  const reads = readsOf(projectImageList.loader)?.(params, new URLSearchParams()) ?? []
  await Promise.all(reads.map((query) => queryClient.prefetchQuery(query)))
}

export function ImageUploadPage() {
  const params = useRouteParams()
  const { project } = params
  const navigate = useNavigate()
  const listPath = pb.projectImages({ project })

  const form = useForm<Values>({
    mode: 'onChange',
    defaultValues: { name: '', description: '', os: '', version: '', blockSize: '512', file: null },
  })
  // a name from the file saves typing, but never replaces one the user gave
  const file = form.watch('file')
  useSuggestedValue(form, 'name', (file && nameFromFileName(file.name)) ?? '')

  const [upload, setUpload] = useState<ImageUpload | null>(null)
  const source = upload ?? noUpload
  // the steps only: the bytes' notices render the progress (UploadProgress), not the whole form
  const state: UploadState | null = useSyncExternalStore(source.subscribe, source.getStepState)
  const busy = !!state && isBusy(state.phase)
  const [checking, setChecking] = useState(false)

  // read when a navigation is attempted, so it never sees a stale render's state
  const uploadRef = useRef<ImageUpload | null>(null)
  const blocker = useLeaveGuard(
    () => !!uploadRef.current && isBusy(uploadRef.current.getState().phase),
    busy || form.formState.isDirty,
  )
  const blockerRef = useRef(blocker)
  const leftRef = useRef(false)
  useEffect(() => {
    blockerRef.current = blocker
  })

  // focus follows the work: to the progress when it starts, so nothing is lost when the
  // form goes read-only under the keyboard
  const progressHeading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (busy) progressHeading.current?.focus()
  }, [busy])

  const start = async (v: Values) => {
    if (!v.file) return
    // a taken name would only fail at the very end, after the whole file has been sent
    setChecking(true)
    const taken = await callApi('imageView', { path: { image: v.name }, query: { project } }).then(
      () => true,
      (e) => (isNotFound(e) ? false : undefined),
    )
    setChecking(false)
    if (taken) {
      form.setError(
        'name',
        { message: 'An image with this name already exists in this project' },
        { shouldFocus: true },
      )
      return
    }
    const run = new ImageUpload(
      {
        project,
        file: v.file,
        name: v.name,
        description: v.description,
        os: v.os,
        version: v.version,
        blockSize: Number(v.blockSize) as 512 | 2048 | 4096,
      },
      callApi,
      pageTransport,
    )
    uploadRef.current = run
    leftRef.current = false
    setUpload(run)
    // the activity panel follows it too, on every page and after it ends
    trackUpload(run, project, v.name)
    // once the image exists, the list the upload ends on is read again while the temporary
    // disk and snapshot are deleted: it opens with the new image, not first without it
    let listRead: Promise<void> | undefined
    const unsubscribe = run.subscribe(() => {
      if (!listRead && run.getState().phase === 'finishing') listRead = readImagesAgain(params)
    })
    const end = await run.start().finally(unsubscribe)
    if (end.phase === 'succeeded') {
      await (listRead ?? readImagesAgain(params))
      addToast({ title: 'Image uploaded', content: `${end.image?.name} is ready to use` })
      if (end.leftBehind.length) {
        addToast({ title: 'Cleanup incomplete', content: outcomeMessage(end), variant: 'error', timeout: 15_000 })
      }
      // someone waiting to leave goes where they meant to; everyone else to the list
      if (blockerRef.current.state === 'blocked') blockerRef.current.proceed()
      else navigate(listPath)
    } else if (leftRef.current) {
      // the page is gone, so the outcome travels as a toast
      const failed = end.leftBehind.length > 0
      addToast({
        title: failed ? 'Cleanup incomplete' : 'Upload cancelled',
        content: outcomeMessage(end),
        variant: failed ? 'error' : 'info',
      })
    }
  }

  const outcome = state && (state.phase === 'cancelled' || state.phase === 'failed') ? outcomeMessage(state) : undefined
  const failure = state?.failure
  const submitting = checking || busy
  const cancelling = state?.phase === 'cancelling' || state?.phase === 'cleaning-up'

  return (
    <form noValidate className="max-w-3xl" onSubmit={form.handleSubmit(start)}>
      <PageHeader
        title="Upload image"
        description={
          <>
            Make a project image from a raw disk image on this computer. <DocsLink topic="images" />
          </>
        }
      />
      {/* on top: while it runs, the progress is what matters; the form is read-only below it */}
      {upload && <UploadProgress ref={progressHeading} upload={upload} outcome={outcome} />}
      {/* read-only while uploading; the values stay for a retry after a failure or cancel */}
      <fieldset disabled={busy} className="min-w-0 disabled:opacity-70">
        <FormSection title="Image">
          <NameAndDescriptionFields control={form.control} autoFocus />
          <ImageOsFields control={form.control} />
        </FormSection>
        <FormSection title="Image file">
          <FileField
            control={form.control}
            name="file"
            label="Image file"
            description="A raw disk image. Sent in chunks of 512 KiB; stretches of zeros are skipped."
            disabled={busy}
            validate={async (f) => {
              if (f.size === 0) return 'The file is empty'
              if (f.size > MAX_IMAGE_BYTES) return `Images can be at most 1023 GiB; this file is ${formatBytes(f.size)}`
              return notRawReason(f).catch(() => 'The file could not be read')
            }}
            summary={(f) => `uses a temporary ${formatBytes(diskSizeFor(f.size))} disk while uploading`}
          />
          <SelectField
            control={form.control}
            name="blockSize"
            label="Block size"
            options={BLOCK_SIZES}
            description="The block size the image was made for; 512 bytes for most."
          />
        </FormSection>
      </fieldset>

      <div className="sticky bottom-0 -mx-2 mt-8 border-t border-line bg-canvas px-2 py-4">
        {failure && (
          <div className="mb-3">
            <ErrorBanner errors={[`${failure.label} failed: ${failure.message}`]} />
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={submitting}>
            {busy ? 'Uploading…' : failure || state?.phase === 'cancelled' ? 'Upload again' : 'Upload image'}
          </Button>
          {busy ? (
            <Button
              variant="secondary"
              onClick={() => upload?.cancel()}
              disabled={state?.phase !== 'uploading'}
              aria-describedby={state?.phase === 'finishing' ? 'upload-too-late' : undefined}
            >
              {cancelling ? 'Cancelling…' : 'Cancel upload'}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => navigate(listPath)}>
              Cancel
            </Button>
          )}
          {state?.phase === 'finishing' && (
            <span id="upload-too-late" className="self-center text-[13px] text-ink-muted">
              The image is made; removing the temporary disk and snapshot.
            </span>
          )}
        </div>
      </div>
      <LeaveUploadDialog
        blocker={blocker}
        onLeave={async () => {
          leftRef.current = true
          upload?.cancel()
          await upload?.start()
        }}
      />
    </form>
  )
}
