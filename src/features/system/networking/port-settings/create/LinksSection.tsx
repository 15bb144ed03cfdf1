// The links of the port (layer 2: MTU, speed, FEC, autonegotiation, LLDP), as many as its
// geometry breaks it out into, each with its primary interface and any VLAN interfaces.
import { useEffect } from 'react'
import { useWatch } from 'react-hook-form'
import { CheckboxField } from '~/forms/CheckboxField'
import { FieldList } from '~/forms/FieldList'
import { FormSection } from '~/forms/FullPageForm'
import { SelectField } from '~/forms/SelectField'
import { fecLabel, FECS, speedLabel, SPEEDS } from '../../switches/linkReport'
import { GEOMETRY_LABELS, GEOMETRY_LINKS } from '../queries'
import { RuledNumberField, type SettingsForm } from './fields'
import { MAX_MTU, MIN_MTU, newLink } from './values'
import { VlanInterfaces } from './VlanInterfaces'

const GEOMETRIES = Object.entries(GEOMETRY_LABELS).map(([value, label]) => ({ value, label: `${value}: ${label}` }))
const SPEED_OPTIONS = SPEEDS.map((s) => ({ value: s, label: speedLabel(s) }))
const FEC_OPTIONS = [{ value: '', label: 'Media default' }, ...FECS.map((f) => ({ value: f, label: fecLabel(f) }))]

export function LinksSection({ form }: { form: SettingsForm }) {
  const geometry = useWatch({ control: form.control, name: 'geometry' })
  const links = useWatch({ control: form.control, name: 'links' })
  const possible = GEOMETRY_LINKS[geometry]
  const free = possible.filter((n) => !links.some((l) => l.linkName === n))

  // a new geometry may leave links the port no longer has: say so at once
  useEffect(() => {
    if (form.getValues('links').length) void form.trigger('links')
  }, [geometry, form])

  return (
    <FormSection
      title="Links"
      description="How the port is broken out, and each link’s layer 2 settings. Each link gets a primary interface, named after it, and may get VLAN interfaces; the addresses, routes and BGP peers below sit on them."
    >
      <SelectField control={form.control} name="geometry" label="Geometry" options={GEOMETRIES} required />
      <FieldList
        control={form.control}
        name="links"
        noun="link"
        columns
        newItem={() => newLink(free[0])}
        full={free.length === 0 ? `Every link of a ${geometry} port is configured.` : undefined}
      >
        {(i, field) => (
          <>
            <SelectField
              {...field('linkName')}
              label="Link name"
              required
              options={possible.map((n) => ({ value: n, label: n }))}
              placeholder="Choose a link"
              validate={(v, values) => {
                if (!GEOMETRY_LINKS[values.geometry].includes(v)) return `A ${values.geometry} port has no link ${v}`
                return values.links.filter((l) => l.linkName === v).length > 1 ? 'Items must be unique' : undefined
              }}
            />
            <RuledNumberField {...field('mtu')} label="MTU" min={MIN_MTU} max={MAX_MTU} unit="bytes" />
            <SelectField {...field('speed')} label="Speed" options={SPEED_OPTIONS} required />
            <SelectField {...field('fec')} label="FEC" options={FEC_OPTIONS} />
            <CheckboxField {...field('autoneg')} label="Autonegotiation" />
            <CheckboxField {...field('lldp')} label="LLDP enabled" />
            <CheckboxField {...field('v6')} label="IPv6 on the link’s interface" />
            <VlanInterfaces form={form} link={i} />
          </>
        )}
      </FieldList>
    </FormSection>
  )
}
