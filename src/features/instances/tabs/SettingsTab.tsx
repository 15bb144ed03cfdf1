import { useProjectRefusal } from '~/features/access/permissions'
import type { ReactNode } from 'react'
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form'
import type { Instance, InstanceAutoRestartPolicy, InstanceUpdate } from '~/api/__generated__/Api'
import { autoRestartDue, instanceWhyNot, type InstanceAction } from '~/api/capabilities'
import { usePrefetchedQuery } from '~/api/client'
import { SelectField } from '~/forms/SelectField'
import { useRouteParams } from '~/params'
import { loadQueries } from '~/routing'
import { Button } from '~/ui/Button'
import { ErrorBanner } from '~/ui/ErrorBanner'
import { Timestamp } from '~/ui/Timestamp'
import { GiB } from '~/util/bytes'
import { affinity, antiAffinity } from '~/features/affinity/kinds'
import { instanceDisksQuery, instanceQuery } from '../queries'
import { bootDiskOptions, ResizeFields } from '../InstanceDialogs'
import { RequestToggle } from '~/forms/RequestToggle'
import { AUTO_RESTART_OPTIONS, useInstanceUpdate } from '../update'
import { PlacementGroupsSection } from './PlacementGroupsSection'

export const settingsLoader = loadQueries(
  (p) => [instanceDisksQuery(p)],
  (p) => [antiAffinity, affinity].flatMap((kind) => [kind.instanceGroupsQuery(p), kind.projectGroupsQuery(p.project)]),
)

type Props = { project: string; instance: Instance }

type Changes = Partial<InstanceUpdate>

/** A setting's own small form, and the update its values make once submitted. */
function useSetting<T extends FieldValues>(
  { project, instance }: Props,
  { values, toChanges, done }: { values: DefaultValues<T>; toChanges: (values: T) => Changes; done: string },
) {
  const form = useForm<T>({ defaultValues: values, mode: 'onChange' })
  const update = useInstanceUpdate({ project, instance, done })
  return {
    instance,
    form,
    update,
    submit: form.handleSubmit((v) => update.mutate(toChanges(v))),
    request: <RequestToggle form={form} request={(v) => update.callOf(toChanges(v))} />,
  }
}

type SettingProps = {
  title: string
  /** the action the instance's state must allow; the form is disabled, saying why, when it does not */
  needs?: InstanceAction
  /** what the setting stands at, above the form */
  facts?: ReactNode
  /** the form itself is the fields' business; the card needs how it stands and how to submit it */
  setting: Omit<ReturnType<typeof useSetting<FieldValues>>, 'form'>
  submitLabel: string
  children: ReactNode
}

/** One setting of the instance: a card with its own small form, saved on its own. */
function Setting({ title, needs, facts, setting, submitLabel, children }: SettingProps) {
  const { instance, update, submit, request } = setting
  // the role first: a state that allows it later would not help
  const refusal = useProjectRefusal(useRouteParams().project, 'change instance settings')
  const reason = refusal ?? (needs && instanceWhyNot(needs, instance.runState))
  return (
    <section className="mb-6 rounded-lg border border-line p-5">
      <h2 className="text-lg font-semibold">{title}</h2>
      {reason && <p className="mt-1 text-[13px] text-warn">{reason}</p>}
      <div className="mt-4">
        {facts}
        <form noValidate onSubmit={submit}>
          <fieldset disabled={!!reason}>{children}</fieldset>
          {update.error && <ErrorBanner errors={[update.error.message]} />}
          <Button type="submit" className="mt-3" disabled={!!reason} loading={update.isPending}>
            {submitLabel}
          </Button>
          {request}
        </form>
      </div>
    </section>
  )
}

function AutoRestart(props: Props) {
  const { instance } = props
  const setting = useSetting(props, {
    values: { policy: instance.autoRestartPolicy ?? '' },
    toChanges: (v) => ({ autoRestartPolicy: (v.policy || null) as InstanceAutoRestartPolicy | null }),
    done: 'Auto-restart policy updated',
  })
  const facts = (
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
          <dd>{autoRestartDue(instance) ? 'Due: the control plane will restart this instance' : 'Not due'}</dd>
        </>
      )}
    </dl>
  )
  return (
    <Setting title="Auto-restart" facts={facts} setting={setting} submitLabel="Save policy">
      <SelectField control={setting.form.control} name="policy" label="Policy" options={AUTO_RESTART_OPTIONS} />
    </Setting>
  )
}

function Resize(props: Props) {
  const { instance } = props
  const setting = useSetting(props, {
    values: { ncpus: instance.ncpus, memoryGib: instance.memory / GiB },
    toChanges: (v) => ({ ncpus: v.ncpus, memory: v.memoryGib * GiB }),
    done: 'Instance resized',
  })
  return (
    <Setting title="CPU and memory" needs="resize" setting={setting} submitLabel="Resize">
      <ResizeFields control={setting.form.control} />
    </Setting>
  )
}

function BootDisk(props: Props) {
  const { instance } = props
  const { data: disks } = usePrefetchedQuery(instanceDisksQuery({ project: props.project, instance: instance.name }))
  const setting = useSetting(props, {
    values: { disk: instance.bootDiskId ?? '' },
    toChanges: (v) => ({ bootDisk: v.disk || null }),
    done: 'Boot disk updated',
  })
  return (
    <Setting title="Boot disk" needs="updateBootDisk" setting={setting} submitLabel="Set boot disk">
      <SelectField
        control={setting.form.control}
        name="disk"
        label="Boot from"
        options={bootDiskOptions(disks.items)}
      />
    </Setting>
  )
}

export function SettingsTab() {
  const p = useRouteParams()
  const { data: instance } = usePrefetchedQuery(instanceQuery(p))
  const props = { project: p.project, instance }
  // keyed so the forms start from the instance as it is now
  const version = instance.timeModified.getTime()
  return (
    <>
      <AutoRestart key={`ar-${version}`} {...props} />
      <Resize key={`rs-${version}`} {...props} />
      <BootDisk key={`bd-${version}`} {...props} />
      <PlacementGroupsSection kind={antiAffinity} {...props} />
      <PlacementGroupsSection kind={affinity} {...props} />
    </>
  )
}
