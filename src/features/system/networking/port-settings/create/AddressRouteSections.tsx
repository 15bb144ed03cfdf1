// The port's layer 3: its addresses (each drawn from an address lot) and its static routes.
import { useQuery } from '@tanstack/react-query'
import { recheck } from '~/forms/recheck'
import { SelectField } from '~/forms/SelectField'
import { TextField } from '~/forms/TextField'
import { validateIpNet } from '~/util/ip'
import { allLotsQuery } from '../../address-lots/queries'
import { LinkPicker, PartSection, VlanField, type SettingsForm } from './fields'
import { newAddress, newRoute, validateGateway, validateOptionalNumber } from './values'

export function AddressesSection({ form }: { form: SettingsForm }) {
  const lots = useQuery(allLotsQuery)
  const lotOptions = (lots.data?.items ?? []).map((l) => ({ value: l.name, label: `${l.name} (${l.kind})` }))
  return (
    <PartSection
      form={form}
      name="addresses"
      title="Addresses"
      description="The port’s own addresses with their prefix length, each from a block of an address lot (an infra lot, usually)."
      noun="address"
      newItem={newAddress}
    >
      {(i) => (
        <>
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
          <VlanField form={form} name={`addresses.${i}.vlanId`} />
        </>
      )}
    </PartSection>
  )
}

export function RoutesSection({ form }: { form: SettingsForm }) {
  return (
    <PartSection
      form={form}
      name="routes"
      title="Routes"
      description="Static routes out of the port: a destination network through a gateway."
      noun="route"
      newItem={newRoute}
    >
      {(i) => (
        <>
          <TextField
            control={form.control}
            name={`routes.${i}.dst`}
            label="Destination"
            description="A network, e.g. 0.0.0.0/0 for the default route"
            required
            validate={(v) => {
              // the gateway's family follows the destination's
              recheck(form, `routes.${i}.gw`)
              return validateIpNet(v)
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
          <VlanField
            form={form}
            name={`routes.${i}.vlanId`}
            description="The VLAN the gateway is reached over; empty for untagged"
          />
          <TextField
            control={form.control}
            name={`routes.${i}.ribPriority`}
            label="RIB priority"
            description="0 to 255, higher wins; empty for the default"
            validate={(v) => validateOptionalNumber(v, 'RIB priority', 0, 255)}
          />
        </>
      )}
    </PartSection>
  )
}
