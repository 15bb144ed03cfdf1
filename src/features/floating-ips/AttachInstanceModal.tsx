import { apiCall } from '~/api/apiCall'
import { callApi } from '~/api/client'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import type { FloatingIp } from '~/api/__generated__/Api'
import { listStates } from '~/api/capabilities'
import { projectInstancesQuery } from '~/api/queries'
import { runAction, strong } from '~/actions'
import { SelectField } from '~/forms/SelectField'
import { pickByName } from '~/forms/pickByName'
import { Button } from '~/ui/Button'
import { ErrorBanner } from '~/ui/ErrorBanner'
import { Modal } from '~/ui/Modal'
import { floatingIpRefresh } from './floatingIpActions'
import { ATTACHABLE_STATES, canTakeFloatingIp } from './floatingIpRules'

type Props = { project: string; floatingIp: FloatingIp; onDismiss: () => void }

const FORM_ID = 'attach-floating-ip'

/** Picks an instance of the project for a detached floating IP. */
export function AttachInstanceModal({ project, floatingIp, onDismiss }: Props) {
  const instances = useQuery(projectInstancesQuery(project))
  const eligible = (instances.data?.items ?? []).filter((i) => canTakeFloatingIp(i.runState))
  const moreInstances = pickByName(
    instances.data,
    'instance',
    (instance) => callApi('instanceView', { path: { instance }, query: { project } }),
    ({ name, runState }) =>
      canTakeFloatingIp(runState)
        ? undefined
        : `${name} is ${runState}: only an instance that is ${listStates(ATTACHABLE_STATES)} can take a floating IP`,
  )
  const form = useForm({ defaultValues: { instance: '' } })
  // a refusal shows as an error toast, and the picker stays open to choose again
  const attach = useMutation({
    mutationFn: (instance: string) =>
      runAction({
        call: apiCall('floatingIpAttach', {
          path: { floatingIp: floatingIp.name },
          query: { project },
          body: { kind: 'instance', parent: instance },
        }),
        success: 'Floating IP attached',
        failure: 'Could not attach floating IP',
        subject: `${floatingIp.name} to ${instance}`,
        refresh: floatingIpRefresh,
        onDone: onDismiss,
      }),
  })

  const placeholder = instances.isPending
    ? 'Loading instances…'
    : eligible.length
      ? 'Choose an instance'
      : 'No instances in this project can take a floating IP'
  const errors = instances.isError ? [`Could not list instances: ${instances.error.message}`] : []

  return (
    <Modal
      title="Attach floating IP"
      open
      onDismiss={onDismiss}
      description={
        <>
          Attach {strong(floatingIp.name)} ({floatingIp.ip}) to an instance of this project.
        </>
      }
      footer={
        <>
          <Button variant="secondary" onClick={onDismiss}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={attach.isPending}>
            Attach
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={form.handleSubmit(({ instance }) => attach.mutate(instance))}>
        <SelectField
          control={form.control}
          name="instance"
          label="Instance"
          required
          placeholder={placeholder}
          description={`Only instances that are ${listStates(ATTACHABLE_STATES)} are listed.`}
          options={eligible.map((i) => ({ value: i.name, label: `${i.name} (${i.runState})` }))}
          more={moreInstances}
        />
      </form>
      <ErrorBanner errors={errors} />
    </Modal>
  )
}
