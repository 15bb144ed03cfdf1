// Uploading a release repository (the .zip archive of a TUF repository): the bytes sent as a
// progress bar, then the wait while the rack reads and verifies the repository, then what it
// recorded. A failure says why and offers to send the same file again.
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { TufRepoInsertResponse } from '~/api/__generated__/Api'
import { invalidate } from '~/api/client'
import { failureMessage } from '~/api/errors'
import { useFleetRefusal } from '~/features/access/permissions'
import { FileField } from '~/forms/FileField'
import { useWarnOnUnload } from '~/forms/useWarnOnUnload'
import { Button } from '~/ui/Button'
import { GuardedButton } from '~/ui/GuardedButton'
import { ProgressBar } from '~/ui/ProgressBar'
import { PropertyList } from '~/ui/PropertyList'
import { Spinner } from '~/ui/Spinner'
import { Timestamp } from '~/ui/Timestamp'
import { formatBytes } from '~/util/bytes'
import { rememberVersion } from './knownVersions'
import { ArtifactsTable, openSetTarget, totalSize, validUntil } from './Repositories'
import { uploadRepository, type SendProgress } from './upload'

type State =
  | { kind: 'idle' }
  | { kind: 'sending'; file: File; progress: SendProgress }
  | { kind: 'failed'; file: File; message: string }
  | { kind: 'done'; answer: TufRepoInsertResponse }

/** A zip archive starts with a local file header ("PK\x03\x04"); anything else is not a repository. */
export async function archiveProblem(file: Blob): Promise<string | undefined> {
  if (file.size === 0) return 'The file is empty'
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer())
  const zip = head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04
  return zip ? undefined : 'This is not a zip archive: a release repository is the .zip file Oxide publishes'
}

function Recorded({
  answer,
  current,
  onAnother,
}: {
  answer: TufRepoInsertResponse
  current: string | undefined
  onAnother: () => void
}) {
  const { repo } = answer.recorded
  const again = answer.status === 'already_exists'
  return (
    <div role="status" aria-label="Upload result">
      <h3 className="mb-3 font-semibold">
        {again
          ? `Repository ${repo.systemVersion} was already uploaded; the rack keeps the first upload`
          : `Repository ${repo.systemVersion} uploaded`}
      </h3>
      <PropertyList
        items={[
          ['System version', repo.systemVersion],
          ['File', repo.fileName],
          ['SHA-256', <span className="font-mono text-[12px] break-all">{repo.hash}</span>],
          ['Valid until', <Timestamp date={validUntil(answer.recorded)} />],
          ['Size', `${answer.recorded.artifacts.length} artifacts, ${formatBytes(totalSize(answer.recorded))}`],
        ]}
      />
      <div className="mt-4">
        <ArtifactsTable repo={answer.recorded} />
      </div>
      <div className="mt-4 flex gap-2">
        <Button onClick={() => openSetTarget(current, repo.systemVersion)}>Set as target release</Button>
        <Button variant="secondary" onClick={onAnother}>
          Upload another
        </Button>
      </div>
    </div>
  )
}

export function RepositoryUpload({ current }: { current: string | undefined }) {
  const [state, setState] = useState<State>({ kind: 'idle' })
  const form = useForm<{ file: File | null }>({ defaultValues: { file: null }, mode: 'onChange' })
  const abort = useRef<AbortController | null>(null)
  useEffect(() => () => abort.current?.abort(), [])
  useWarnOnUnload(state.kind === 'sending')
  const refusal = useFleetRefusal('upload release repositories')

  const send = async (file: File) => {
    const controller = new AbortController()
    abort.current = controller
    setState({ kind: 'sending', file, progress: { sent: null, total: file.size } })
    try {
      const answer = await uploadRepository(
        file,
        (progress) => setState({ kind: 'sending', file, progress }),
        controller.signal,
      )
      rememberVersion(answer.recorded.repo.systemVersion)
      setState({ kind: 'done', answer })
      form.reset({ file: null })
    } catch (e) {
      if (controller.signal.aborted) return setState({ kind: 'idle' })
      setState({ kind: 'failed', file, message: failureMessage(e) })
    } finally {
      void invalidate('systemUpdateGetRepository')
    }
  }

  let body
  if (state.kind === 'sending') {
    const { sent, total } = state.progress
    body = (
      <div>
        <p className="mb-2">
          Uploading <span className="font-medium">{state.file.name}</span>
        </p>
        <ProgressBar label="Bytes sent" done={sent} total={total} />
        {sent !== null && sent >= total && (
          <p className="mt-3 flex items-center gap-2 text-ink-muted" role="status">
            <Spinner /> All bytes sent. The rack is reading and verifying the repository…
          </p>
        )}
        <Button className="mt-3" variant="secondary" size="sm" onClick={() => abort.current?.abort()}>
          Cancel upload
        </Button>
      </div>
    )
  } else if (state.kind === 'done') {
    body = <Recorded answer={state.answer} current={current} onAnother={() => setState({ kind: 'idle' })} />
  } else {
    body = (
      <form onSubmit={form.handleSubmit(({ file }) => file && send(file))} aria-label="Upload repository">
        {state.kind === 'failed' && (
          <div role="alert" className="mb-4 rounded-md border border-danger bg-danger-bg p-3">
            <p className="font-medium text-danger">Could not upload {state.file.name}</p>
            <p className="mt-1 break-words">{state.message}</p>
            <Button className="mt-3" size="sm" onClick={() => send(state.file)}>
              Try again
            </Button>
          </div>
        )}
        <FileField
          control={form.control}
          name="file"
          label="Repository archive"
          accept=".zip"
          description="The release’s .zip archive. Its metadata must be signed by a key of a trust root below."
          validate={archiveProblem}
          summary={(f) => formatBytes(f.size)}
          // nothing to pick a file for: the button below says why
          disabled={!!refusal}
        />
        {refusal ? (
          <GuardedButton variant="primary" reason={refusal} onClick={() => {}}>
            Upload
          </GuardedButton>
        ) : (
          <Button type="submit">Upload</Button>
        )}
      </form>
    )
  }

  return (
    <section aria-labelledby="upload-heading" className="mb-10">
      <h2 id="upload-heading" className="text-lg font-semibold">
        Upload a repository
      </h2>
      <p className="mt-1 mb-4 text-ink-muted">
        {current ? `The target release is ${current}. ` : ''}A newer release is uploaded first, then set as the target.
      </p>
      <div className="rounded-lg border border-line bg-surface p-4">{body}</div>
    </section>
  )
}
