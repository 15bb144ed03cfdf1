import { useForm } from 'react-hook-form'
import type { AllowList } from '~/api/__generated__/Api'
import { apiCall } from '~/api/apiCall'
import { invalidate } from '~/api/client'
import { useApiMutation } from '~/api/mutation'
import { submitTo } from '~/forms/formShell'
import { FieldList } from '~/forms/FieldList'
import { RadioGroupField } from '~/forms/RadioGroupField'
import { SideModalForm } from '~/forms/SideModalForm'
import { TextField } from '~/forms/TextField'
import { confirmAction } from '~/ui/ConfirmModal'
import { addToast } from '~/ui/Toast'
import { bodyOf, validateNetwork, valuesOf, type AllowListValues } from './allowList'

const CHOICES = [
  {
    value: 'any',
    label: 'Any source',
    description: 'The console, the API and the rack’s other services answer everyone',
  },
  { value: 'list', label: 'Only these networks', description: 'Requests from any other address are dropped' },
] as const

/**
 * Why saving a list may shut the user out, and why the console cannot tell: no API call
 * reports the address the rack sees the browser coming from (a NAT or a proxy may stand
 * between). The API itself refuses a list without the address of the request that saves it.
 */
const LOCKOUT_WARNING = (
  <>
    Only requests from these networks will reach the console and the API. The console cannot check that your own address
    is among them: no API call reports the address the rack sees you coming from (a NAT or a proxy may change it). The
    rack refuses a list that leaves out the address this request comes from, so saving cannot shut this browser out; but
    other operators, the CLI and automation outside these networks lose access at once.
  </>
)

/** Edits the allow list: any source, or the networks given; a list is saved only after the warning. */
export function AllowListForm({ current, onDismiss }: { current: AllowList; onDismiss: () => void }) {
  const form = useForm<AllowListValues>({ defaultValues: valuesOf(current.allowedIps), mode: 'onChange' })
  const allow = form.watch('allow')
  const mutation = useApiMutation('networkingAllowListUpdate', {
    onSuccess: async (saved) => {
      onDismiss()
      await invalidate('networkingAllowListView')
      addToast({
        title: 'Allow list saved',
        content: saved.allowedIps.allow === 'any' ? 'Any source' : saved.allowedIps.ips.join(', '),
      })
    },
  })
  const variables = (v: AllowListValues) => ({ body: { allowedIps: bodyOf(v) } })
  const { onSubmit, ...submit } = submitTo(mutation, { variables })
  const save = (values: AllowListValues) => {
    if (values.allow === 'any') return onSubmit(values)
    confirmAction({
      title: 'Restrict access to these networks?',
      content: LOCKOUT_WARNING,
      actionLabel: 'Save allow list',
      danger: true,
      errorTitle: 'Could not save allow list',
      call: apiCall('networkingAllowListUpdate', variables(values)),
      action: () => onSubmit(values),
    })
  }
  return (
    <SideModalForm
      title="Edit allow list"
      submitLabel="Save"
      form={form}
      onDismiss={onDismiss}
      onSubmit={save}
      {...submit}
    >
      <RadioGroupField control={form.control} name="allow" label="Allowed sources" options={CHOICES} variant="cards" />
      {allow === 'list' && (
        <fieldset className="mb-5">
          <legend className="mb-1.5 font-medium">Networks</legend>
          <FieldList
            control={form.control}
            name="networks"
            noun="network"
            layout="inline"
            keep={1}
            newItem={() => ({ value: '' })}
          >
            {(i) => (
              <TextField
                control={form.control}
                name={`networks.${i}.value`}
                label={`Network ${i + 1}`}
                validate={() => validateNetwork(form.getValues('networks'), i)}
                description={i === 0 ? 'An address and a width, for example 203.0.113.0/24 or fd00:1::/48' : undefined}
              />
            )}
          </FieldList>
        </fieldset>
      )}
    </SideModalForm>
  )
}
