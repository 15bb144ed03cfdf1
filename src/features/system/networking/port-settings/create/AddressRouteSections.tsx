// The port's layer 3: its addresses (each drawn from an address lot) and its static routes.
import { useQuery } from '@tanstack/react-query'
import { useFieldArray } from 'react-hook-form'
import { FormSection } from '~/forms/FullPageForm'
import { SelectField } from '~/forms/SelectField'
import { TextField } from '~/forms/TextField'
import { Button } from '~/ui/Button'
import { validateIpNet } from '~/util/ip'
import { allAddressLotsQuery } from '../queries'
import { Entry, LinkPicker, type SettingsForm } from './fields'
import { newAddress, newRoute, validateGateway, validateOptionalNumber, validateVlan } from './values'

const firstLink = (form: SettingsForm) => form.getValues('links')[0]?.linkName ?? ''

export function AddressesSection({ form }: { form: SettingsForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'addresses' })
  const lots = useQuery(allAddressLotsQuery)
  const lotOptions = (lots.data?.items ?? []).map((l) => ({ value: l.name, label: `${l.name} (${l.kind})` }))
  return (
    <FormSection
      title="Addresses"
      description="The port’s own addresses with their prefix length, each from a block of an address lot (an infra lot, usually)."
    >
      {fields.map((field, i) => (
        <Entry key={field.id} legend={`Address ${i + 1}`} onRemove={() => remove(i)}>
          <TextField
            control={form.control}
            name={`addresses.${i}.address`}
            label="Address and prefix"
            description="For example 172.20.26.2/30"
            required
            validate={validateIpNet}
          />
          <SelectField
            control={form.control}
            name={`addresses.${i}.lot`}
            label="Address lot"
            required
            placeholder={lots.isPending ? 'Loading…' : 'Choose a lot'}
            options={lotOptions}
          />
          <LinkPicker form={form} name={`addresses.${i}.link`} />
          <TextField
            control={form.control}
            name={`addresses.${i}.vlanId`}
            label="VLAN ID"
            description="1 to 4094; empty for untagged"
            validate={validateVlan}
          />
        </Entry>
      ))}
      <Button variant="secondary" onClick={() => append(newAddress(firstLink(form)))}>
        Add address
      </Button>
    </FormSection>
  )
}

export function RoutesSection({ form }: { form: SettingsForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'routes' })
  return (
    <FormSection title="Routes" description="Static routes out of the port: a destination network through a gateway.">
      {fields.map((field, i) => (
        <Entry key={field.id} legend={`Route ${i + 1}`} onRemove={() => remove(i)}>
          <TextField
            control={form.control}
            name={`routes.${i}.dst`}
            label="Destination"
            description="A network, e.g. 0.0.0.0/0 for the default route"
            required
            validate={(v) => {
              const bad = validateIpNet(v)
              // the gateway's family follows the destination's
              if (form.getValues(`routes.${i}.gw`)) void form.trigger(`routes.${i}.gw`)
              return bad
            }}
          />
          <TextField
            control={form.control}
            name={`routes.${i}.gw`}
            label="Gateway"
            description="The next hop, e.g. 172.20.26.1"
            required
            validate={(v) => validateGateway(v, form.getValues(`routes.${i}.dst`))}
          />
          <LinkPicker form={form} name={`routes.${i}.link`} />
          <TextField
            control={form.control}
            name={`routes.${i}.vlanId`}
            label="VLAN ID"
            description="The VLAN the gateway is reached over; empty for untagged"
            validate={validateVlan}
          />
          <TextField
            control={form.control}
            name={`routes.${i}.ribPriority`}
            label="RIB priority"
            description="0 to 255, higher wins; empty for the default"
            validate={(v) => validateOptionalNumber(v, 'RIB priority', 0, 255)}
          />
        </Entry>
      ))}
      <Button variant="secondary" onClick={() => append(newRoute(firstLink(form)))}>
        Add route
      </Button>
    </FormSection>
  )
}
