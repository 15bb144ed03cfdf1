// A link's VLAN interfaces: logical links over the physical one, each told apart by its
// 802.1Q tag, beside the primary interface every link has.
import { useWatch } from 'react-hook-form'
import { CheckboxField } from '~/forms/CheckboxField'
import { FieldList } from '~/forms/FieldList'
import { useRecheck } from '~/forms/recheck'
import { TextField } from '~/forms/TextField'
import type { SettingsForm } from './fields'
import { newVlanInterface, validateVlanInterface } from './values'

/** One VLAN interface of link `link`; its tag is checked again when a tag above it changes. */
function VlanInterfaceFields({ form, link, i }: { form: SettingsForm; link: number; i: number }) {
  const vlans = useWatch({ control: form.control, name: `links.${link}.vlans` })
  useRecheck(
    form,
    `links.${link}.vlans.${i}.vid`,
    vlans.slice(0, i).map((v) => v.vid),
  )
  return (
    <>
      <TextField
        control={form.control}
        name={`links.${link}.vlans.${i}.vid`}
        label="VLAN ID"
        description="1 to 4094, once per link"
        required
        validate={(v) => validateVlanInterface(v, form.getValues(`links.${link}.vlans`), i)}
      />
      <CheckboxField control={form.control} name={`links.${link}.vlans.${i}.v6`} label="IPv6 on this interface" />
    </>
  )
}

export function VlanInterfaces({ form, link }: { form: SettingsForm; link: number }) {
  return (
    <div className="sm:col-span-2">
      <p className="mb-2 text-[13px] text-ink-muted">
        VLAN interfaces carry the link’s traffic tagged with their VLAN ID; addresses, routes and BGP peers with that
        VLAN ID sit on them.
      </p>
      <FieldList control={form.control} name={`links.${link}.vlans`} noun="VLAN interface" newItem={newVlanInterface}>
        {(i) => <VlanInterfaceFields form={form} link={link} i={i} />}
      </FieldList>
    </div>
  )
}
