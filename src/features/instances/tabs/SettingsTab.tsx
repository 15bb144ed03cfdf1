import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useParams, type LoaderFunctionArgs } from 'react-router'
import type { Instance, InstanceAutoRestartPolicy } from '~/api/__generated__/Api'
import { autoRestartDue, instanceWhyNot } from '~/api/capabilities'
import { callApi, invalidate, queryClient, usePrefetchedQuery } from '~/api/client'
import { NumberField } from '~/forms/NumberField'
import { SelectField } from '~/forms/SelectField'
import { Button } from '~/ui/Button'
import { ErrorBanner } from '~/ui/ErrorBanner'
import { Timestamp } from '~/ui/Timestamp'
import { addToast } from '~/ui/Toast'
import { GiB } from '~/util/bytes'
import { AUTO_RESTART_OPTIONS, instanceDisksQuery, instanceQuery, updateBody } from '../instanceQueries'
import { AntiAffinitySection } from './AntiAffinitySection'

export async function settingsLoader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(instanceDisksQuery(params.project!, params.instance!))
  return null
}

function useUpdate(project: string, instance: Instance, done: string) {
  return useMutation({
    mutationFn: (changes: Parameters<typeof updateBody>[1]) =>
      callApi('instanceUpdate', {
        path: { instance: instance.name },
        query: { project },
        body: updateBody(instance, changes),
      }),
    onSuccess: async () => {
      await Promise.all([invalidate('instanceView'), invalidate('instanceList')])
      addToast({ title: done })
    },
  })
}

function Card({ title, reason, children }: { title: string; reason?: string; children: React.ReactNode }) {
  return (
    <section className="mb-6 rounded-lg border border-line p-5">
      <h2 className="text-lg font-semibold">{title}</h2>
      {reason && <p className="mt-1 text-[13px] text-warn">{reason}</p>}
      <div className="mt-4">{children}</div>
    </section>
  )
}

function AutoRestart({ project, instance }: { project: string; instance: Instance }) {
  const form = useForm({ defaultValues: { policy: instance.autoRestartPolicy ?? '' } })
  const update = useUpdate(project, instance, 'Auto-restart policy updated')
  const due = autoRestartDue(instance)
  return (
    <Card title="Auto-restart">
      <dl className="mb-4 grid grid-cols-[12rem_1fr] gap-y-2">
        <dt className="text-ink-muted">Enabled</dt>
        <dd>{instance.autoRestartEnabled ? 'Yes' : 'No'}</dd>
        <dt className="text-ink-muted">Cooldown expires</dt>
        <dd>
          {instance.autoRestartCooldownExpiration ? (
            <Timestamp date={instance.autoRestartCooldownExpiration} />
          ) : (
            'No cooldown'
          )}
        </dd>
        {instance.runState === 'failed' && (
          <>
            <dt className="text-ink-muted">Automatic restart</dt>
            <dd>{due ? 'Due: the control plane will restart this instance' : 'Not due'}</dd>
          </>
        )}
      </dl>
      <form
        noValidate
        onSubmit={form.handleSubmit((v) =>
          update.mutate({ autoRestartPolicy: (v.policy || null) as InstanceAutoRestartPolicy | null }),
        )}
      >
        <SelectField control={form.control} name="policy" label="Policy" options={AUTO_RESTART_OPTIONS} />
        {update.error && <ErrorBanner errors={[update.error.message]} />}
        <Button type="submit" className="mt-3" loading={update.isPending}>
          Save policy
        </Button>
      </form>
    </Card>
  )
}

function Resize({ project, instance }: { project: string; instance: Instance }) {
  const reason = instanceWhyNot('resize', instance.runState)
  const form = useForm({ defaultValues: { ncpus: instance.ncpus, memoryGib: instance.memory / GiB }, mode: 'onChange' })
  const update = useUpdate(project, instance, 'Instance resized')
  return (
    <Card title="CPU and memory" reason={reason}>
      <form
        noValidate
        onSubmit={form.handleSubmit((v) => update.mutate({ ncpus: v.ncpus, memory: v.memoryGib * GiB }))}
      >
        <fieldset disabled={!!reason} className="grid grid-cols-2 gap-4">
          <NumberField control={form.control} name="ncpus" label="vCPUs" min={1} max={64} />
          <NumberField control={form.control} name="memoryGib" label="Memory" unit="GiB" min={1} max={1536} />
        </fieldset>
        {update.error && <ErrorBanner errors={[update.error.message]} />}
        <Button type="submit" className="mt-3" disabled={!!reason} loading={update.isPending}>
          Resize
        </Button>
      </form>
    </Card>
  )
}

function BootDisk({ project, instance }: { project: string; instance: Instance }) {
  const reason = instanceWhyNot('updateBootDisk', instance.runState)
  const { data: disks } = usePrefetchedQuery(instanceDisksQuery(project, instance.name))
  const form = useForm({ defaultValues: { disk: instance.bootDiskId ?? '' } })
  const update = useUpdate(project, instance, 'Boot disk updated')
  return (
    <Card title="Boot disk" reason={reason}>
      <form noValidate onSubmit={form.handleSubmit((v) => update.mutate({ bootDisk: v.disk || null }))}>
        <fieldset disabled={!!reason}>
          <SelectField
            control={form.control}
            name="disk"
            label="Boot from"
            options={[
              { value: '', label: 'No boot disk' },
              ...disks.items.map((d) => ({ value: d.id, label: d.name })),
            ]}
          />
        </fieldset>
        {update.error && <ErrorBanner errors={[update.error.message]} />}
        <Button type="submit" disabled={!!reason} loading={update.isPending}>
          Set boot disk
        </Button>
      </form>
    </Card>
  )
}

export function SettingsTab() {
  const { project = '', instance: name = '' } = useParams()
  const { data: instance } = usePrefetchedQuery(instanceQuery(project, name))
  return (
    <>
      {/* keyed so the forms start from the instance as it is now */}
      <AutoRestart key={`ar-${instance.timeModified.getTime()}`} project={project} instance={instance} />
      <Resize key={`rs-${instance.timeModified.getTime()}`} project={project} instance={instance} />
      <BootDisk key={`bd-${instance.timeModified.getTime()}`} project={project} instance={instance} />
      <AntiAffinitySection project={project} instance={instance} />
    </>
  )
}
