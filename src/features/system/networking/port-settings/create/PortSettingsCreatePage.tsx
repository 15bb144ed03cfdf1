// /system/networking/port-settings-new: the whole create body on a page of its own (links,
// addresses, routes, BGP peers), checked as typed. As in the real API, a name already taken
// replaces those settings (same id, new parts, still applied to their ports), so the form
// warns as soon as the name matches and says "Replace" on its button.
import { submitTo } from '~/forms/formShell'
import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { invalidate } from '~/api/client'
import { useApiMutation } from '~/api/mutation'
import { FormSection, FullPageForm } from '~/forms/FullPageForm'
import { NameAndDescriptionFields } from '~/forms/NameAndDescription'
import { loadQueries } from '~/routing'
import { addToast } from '~/ui/Toast'
import { netPb } from '../../paths'
import { allPortSettingsQuery, allPortsQuery } from '../../switches/queries'
import { allLotsQuery } from '../../address-lots/queries'
import { allConfigsQuery } from '../../bgp/queries'
import { portName, portsBySettings } from '../queries'
import { AddressesSection, RoutesSection } from './AddressRouteSections'
import { LinksSection } from './LinksSection'
import { PeersSection } from './PeersSection'
import { initialValues, toBody, type SettingsValues } from './values'

// the pickers' choices and the names taken; a failure there leaves the form to say so where it matters
export const portSettingsCreateLoader = loadQueries(
  () => [],
  () => [allPortSettingsQuery, allLotsQuery, allConfigsQuery, allPortsQuery],
)

/** Said under the name while it names existing settings: what submitting will do to them. */
function ReplaceWarning({ name }: { name: string }) {
  const settings = useQuery(allPortSettingsQuery).data?.items ?? []
  const ports = useQuery(allPortsQuery).data?.items ?? []
  const taken = settings.find((s) => s.name === name)
  if (!taken) return null
  const using = portsBySettings(ports).get(taken.id) ?? []
  return (
    <p role="alert" className="mb-5 rounded-md border border-warn/40 bg-warn-bg p-3 text-[13px]">
      Port settings named <strong>{name}</strong> exist. Submitting REPLACES them: their links, addresses, routes and
      BGP peers become the ones below
      {using.length ? `, at once on the ports running them (${using.map(portName).join(', ')})` : ''}.
    </p>
  )
}

export function PortSettingsCreatePage() {
  const navigate = useNavigate()
  const form = useForm<SettingsValues>({ mode: 'onChange', defaultValues: initialValues() })
  const name = useWatch({ control: form.control, name: 'name' })
  const taken = useQuery(allPortSettingsQuery).data?.items.some((s) => s.name === name) ?? false
  const create = useApiMutation('networkingSwitchPortSettingsCreate', {
    onSuccess: async (settings) => {
      await Promise.all([
        invalidate('networkingSwitchPortSettingsList'),
        invalidate('networkingSwitchPortSettingsView'),
      ])
      addToast({ title: taken ? 'Port settings replaced' : 'Port settings created', content: settings.name })
      navigate(netPb.portSettingsItem({ portSettings: settings.name }))
    },
  })
  const title = 'Create port settings'
  return (
    <FullPageForm
      title={title}
      form={form}
      {...submitTo(create, { variables: (v: SettingsValues) => ({ body: toBody(v) }) })}
      onCancel={() => navigate(netPb.portSettings())}
      submitLabel={taken ? 'Replace port settings' : title}
    >
      <FormSection title="Port settings">
        <NameAndDescriptionFields control={form.control} autoFocus />
        <ReplaceWarning name={name} />
      </FormSection>
      <LinksSection form={form} />
      <AddressesSection form={form} />
      <RoutesSection form={form} />
      <PeersSection form={form} />
    </FullPageForm>
  )
}
