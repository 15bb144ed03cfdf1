// "Set target release": the version the rack should move to. The API takes only a version
// whose repository has been uploaded, and never one older than the current target; both are
// said next to the field as the operator types, the repository found is shown, and anything
// else the API refuses shows above the form.
import { useApiMutation } from '~/api/mutation'
import { submitTo } from '~/forms/formShell'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import type { TargetRelease } from '~/api/__generated__/Api'
import { invalidate } from '~/api/client'
import { isNotFound } from '~/api/errors'
import { SideModalForm } from '~/forms/SideModalForm'
import { TextField } from '~/forms/TextField'
import { addToast } from '~/ui/Toast'
import { formatBytes } from '~/util/bytes'
import { compareVersions, isSemver } from '~/util/semver'
import { rememberVersion } from './knownVersions'
import { repositoryQuery } from './queries'

type Values = { version: string }

export const currentVersion = (target: TargetRelease) =>
  target.releaseSource.type === 'system_version' ? target.releaseSource.version : undefined

/** Why the version cannot be the target, before asking the API; undefined when it may be. */
export function versionProblem(version: string, current: string | undefined): string | undefined {
  if (!isSemver(version)) return 'Enter a system version such as 16.1.0'
  if (current && compareVersions(version, current) < 0) {
    return `${version} is older than the current target release ${current}; the rack does not go back`
  }
  return undefined
}

/** Whether the version's repository is on the rack, said as soon as the version reads as one. */
function RepositoryFound({ version }: { version: string }) {
  const repo = useQuery({ ...repositoryQuery(version), retry: false })
  let text
  if (repo.isPending) text = <span className="text-ink-muted">Looking for repository {version}…</span>
  else if (repo.error) {
    text = (
      <span className="text-danger">
        {isNotFound(repo.error)
          ? `No repository ${version} has been uploaded. Upload its archive first.`
          : `Could not look up ${version}: ${repo.error.message}`}
      </span>
    )
  } else {
    const { repo: meta, artifacts } = repo.data.description
    const size = artifacts.reduce((sum, a) => sum + a.size, 0)
    text = (
      <span className="text-ink-muted">
        Repository {meta.systemVersion} ({meta.fileName}): {artifacts.length} artifacts, {formatBytes(size)}.
      </span>
    )
  }
  return (
    <div role="status" aria-label="Repository lookup" className="mb-4">
      {text}
    </div>
  )
}

export function SetTargetReleaseForm({
  current,
  initial = '',
  onDismiss,
}: {
  current: string | undefined
  initial?: string
  onDismiss: () => void
}) {
  const form = useForm<Values>({ defaultValues: { version: initial }, mode: 'onChange' })
  const version = form.watch('version').trim()
  const mutation = useApiMutation('targetReleaseUpdate', {
    onSuccess: async (target) => {
      onDismiss()
      const set = currentVersion(target) ?? ''
      rememberVersion(set)
      await invalidate('targetReleaseView')
      addToast({ title: 'Target release set', content: `${set}, generation ${target.generation}` })
    },
  })
  return (
    <SideModalForm
      title="Set target release"
      form={form}
      {...submitTo(mutation, { variables: ({ version }: Values) => ({ body: { systemVersion: version.trim() } }) })}
      onDismiss={onDismiss}
      submitLabel="Set target release"
    >
      <p className="mb-4 text-ink-muted">
        The rack updates itself to this release, component by component, over the following hours.
        {current ? ` The current target is ${current}.` : ' No target release is set yet.'}
      </p>
      <TextField
        control={form.control}
        name="version"
        label="System version"
        required
        autoFocus
        description="The version of an uploaded repository, e.g. 16.1.0"
        validate={(v) => versionProblem(v.trim(), current)}
      />
      {versionProblem(version, current) === undefined && <RepositoryFound version={version} />}
    </SideModalForm>
  )
}
