import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import type { FloatingIp } from '~/api/__generated__/Api'
import { listStates } from '~/api/capabilities'
import { useApiMutation } from '~/api/client'
import { SelectField } from '~/forms/SelectField'
import { Button } from '~/ui/Button'
import { ErrorBanner } from '~/ui/ErrorBanner'
import { Modal } from '~/ui/Modal'
import { addToast } from '~/ui/Toast'
import { refreshFloatingIps } from './floatingIpActions'
import { ATTACHABLE_STATES, canTakeFloatingIp } from './floatingIpRules'
import { projectInstancesQuery } from './floatingIpQueries'

type Props = { project: string; floatingIp: FloatingIp; onDismiss: () => void }

const FORM_ID = 'attach-floating-ip'

/** Picks an instance of the project for a detached floating IP. */
export function AttachInstanceModal({ project, floatingIp, onDismiss }: Props) {
  const instances = useQuery(projectInstancesQuery(project))
  const eligible = (instances.data?.items ?? []).filter((i) => canTakeFloatingIp(i.runState))
  const form = useForm({ defaultValues: { instance: '' } })
  const attach = useApiMutation('floatingIpAttach', {
    onSettled: refreshFloatingIps,
    onSuccess: (_ip, { body }) => {
      addToast({ title: 'Floating IP attached', content: `${floatingIp.name} to ${body.parent}` })
      onDismiss()
    },
  })

  const placeholder = instances.isPending
    ? 'Loading instances…'
    : eligible.length
      ? 'Choose an instance'
      : 'No instances in this project can take a floating IP'
  const errors = [
    ...(instances.isError ? [`Could not list instances: ${instances.error.message}`] : []),
    ...(attach.error ? [attach.error.message] : []),
  ]

  return (
    <Modal
      title="Attach floating IP"
      open
      onDismiss={onDismiss}
      description={
        <>
          Attach <strong className="text-ink">{floatingIp.name}</strong> ({floatingIp.ip}) to an instance of this
          project.
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
      <form
        id={FORM_ID}
        noValidate
        onSubmit={form.handleSubmit(({ instance }) =>
          attach.mutate({
            path: { floatingIp: floatingIp.name },
            query: { project },
            body: { kind: 'instance', parent: instance },
          }),
        )}
      >
        <SelectField
          control={form.control}
          name="instance"
          label="Instance"
          required
          placeholder={placeholder}
          description={`Only instances that are ${listStates(ATTACHABLE_STATES)} are listed.`}
          options={eligible.map((i) => ({ value: i.name, label: `${i.name} (${i.runState})` }))}
        />
      </form>
      <ErrorBanner errors={errors} />
    </Modal>
  )
}
