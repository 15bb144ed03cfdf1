// The port's layer 3: its addresses (each drawn from an address lot) and its static routes.
import { useQuery } from '@tanstack/react-query'
import { recheck } from '~/forms/recheck'
import { SelectField } from '~/forms/SelectField'
import { TextField } from '~/forms/TextField'
import { validateIpNet } from '~/util/ip'
import { allLotsQuery } from '../../address-lots/queries'
import { AddressField, LinkPicker, OptionalNumberField, PartSection, VlanField, type SettingsForm } from './fields'
import { validateGateway } from './values'

export function AddressesSection({ form }: { form: SettingsForm }) {
  const lots = useQuery(allLotsQuery)
  const lotOptions = (lots.data?.items ?? []).map((l) => ({ value: l.name, label: `${l.name} (${l.kind})` }))
  return (
    <PartSection form={form} name="addresses">
      {(_, field) => (
        <>
          <AddressField {...field('address')} label="Address and prefix" example="172.20.26.2/30" net />
          <SelectField
            {...field('lot')}
            label="Address lot"
            required
            options={lotOptions}
            placeholder="Choose a lot"
            loading={lots.isPending}
          />
          <LinkPicker {...field('link')} />
          <VlanField {...field('vlanId')} />
        </>
      )}
    </PartSection>
  )
}

export function RoutesSection({ form }: { form: SettingsForm }) {
  return (
    <PartSection form={form} name="routes">
      {(i, field) => (
        <>
          <TextField
            {...field('dst')}
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
            {...field('gw')}
            label="Gateway"
            description="The next hop, e.g. 172.20.26.1"
            required
            validate={(v) => validateGateway(v, form.getValues(`routes.${i}.dst`))}
          />
          <LinkPicker {...field('link')} />
          <VlanField {...field('vlanId')} description="The VLAN the gateway is reached over; empty for untagged" />
          <OptionalNumberField
            {...field('ribPriority')}
            label="RIB priority"
            description="0 to 255, higher wins; empty for the default"
            min={0}
            max={255}
          />
        </>
      )}
    </PartSection>
  )
}
