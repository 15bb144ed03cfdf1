import { useEffect } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { usePrefetchedQuery } from '~/api/client'
import { projectInstancesQuery, vpcGatewaysQuery, vpcSubnetsQuery } from '~/api/queries'
import { NameAndDescriptionFields } from '~/forms/NameAndDescription'
import { SelectField, type Option } from '~/forms/SelectField'
import { TextField } from '~/forms/TextField'
import type { RouteParams } from '~/params'
import {
  checkIp,
  checkIpNet,
  checkTargetIp,
  destinationTypes,
  targetTypes,
  type DestinationType,
  type RouterRouteValues,
  type TargetType,
} from './routerRouteBody'

type Vpc = Pick<RouteParams, 'project' | 'vpc'>
type Form = UseFormReturn<RouterRouteValues>

/** What a route may name, each read whole for the form's choices. */
export const routerRouteChoiceQueries = ({ project, vpc }: Vpc) => ({
  subnets: vpcSubnetsQuery(project, vpc),
  instances: projectInstancesQuery(project),
  gateways: vpcGatewaysQuery(project, vpc),
})

type Choices = keyof ReturnType<typeof routerRouteChoiceQueries>

/** The one field of an end's kind: typed in (an address), or chosen by name from a list. */
type EndField = { name: keyof RouterRouteValues; label: string } & (
  | { description: string; validate: (value: string, values: RouterRouteValues) => string | undefined }
  | { choose: Choices; placeholder: string }
)

const destinationFields: Partial<Record<DestinationType, EndField>> = {
  ip: {
    name: 'destinationIp',
    label: 'Destination IP address',
    validate: checkIp,
    description: 'An IPv4 or IPv6 address, for example 10.0.0.1.',
  },
  ip_net: {
    name: 'destinationIpNet',
    label: 'Destination IP network',
    validate: checkIpNet,
    description: 'An address and a width, for example 192.168.0.0/24 or ::/0.',
  },
  subnet: {
    name: 'destinationSubnet',
    label: 'Destination subnet',
    choose: 'subnets',
    placeholder: 'Choose a subnet of this VPC',
  },
}

const targetFields: Partial<Record<TargetType, EndField>> = {
  ip: {
    name: 'targetIp',
    label: 'Target IP address',
    validate: checkTargetIp,
    description: 'Of the same IP version as the destination.',
  },
  instance: {
    name: 'targetInstance',
    label: 'Target instance',
    choose: 'instances',
    placeholder: 'Choose an instance of this project',
  },
  internet_gateway: {
    name: 'targetGateway',
    label: 'Target internet gateway',
    choose: 'gateways',
    placeholder: 'Choose a gateway of this VPC',
  },
}

/**
 * Choices by name. A saved route may name something that no longer exists (the API does
 * not resolve names when a route is saved), so the current value stays on offer.
 */
function choices(names: string[], current: string): Option[] {
  const all = current && !names.includes(current) ? [current, ...names] : names
  return all.map((name) => ({ value: name, label: names.includes(name) ? name : `${name} (not found)` }))
}

/** The names each list of choices offers. */
function useChoiceNames(vpc: Vpc): Record<Choices, string[]> {
  const q = routerRouteChoiceQueries(vpc)
  const names = (page: { items: { name: string }[] }) => page.items.map((i) => i.name)
  return {
    subnets: names(usePrefetchedQuery(q.subnets).data),
    instances: names(usePrefetchedQuery(q.instances).data),
    gateways: names(usePrefetchedQuery(q.gateways).data),
  }
}

function EndInput({ form, field, names }: { form: Form; field: EndField; names: Record<Choices, string[]> }) {
  const { control, getValues } = form
  const common = { control, name: field.name, label: field.label, required: true }
  if ('choose' in field) {
    const options = choices(names[field.choose], getValues(field.name))
    return <SelectField {...common} placeholder={field.placeholder} options={options} />
  }
  return <TextField {...common} validate={(v) => field.validate(v, getValues())} description={field.description} />
}

/** The two ends of a route: each a kind, then the field of that kind. */
const ENDS = [
  {
    legend: 'Destination',
    intro: 'The traffic this route applies to.',
    kind: 'destinationType',
    kinds: destinationTypes,
    fields: destinationFields,
  },
  {
    legend: 'Target',
    intro: 'Where matching traffic is sent.',
    kind: 'targetType',
    kinds: targetTypes,
    fields: targetFields,
    /** said when the kind needs no field */
    none: 'Matching traffic is dropped.',
  },
] as const

function End({ form, names, end }: { form: Form; names: Record<Choices, string[]>; end: (typeof ENDS)[number] }) {
  const fields: Partial<Record<string, EndField>> = end.fields
  const field = fields[form.watch(end.kind)]
  const none = 'none' in end && <p className="text-ink-muted">{end.none}</p>
  return (
    <fieldset className="mt-2 mb-2">
      <legend className="mb-2 font-semibold">{end.legend}</legend>
      <p className="mb-3 text-ink-muted">{end.intro}</p>
      <SelectField control={form.control} name={end.kind} label={`${end.legend} type`} options={end.kinds} />
      {/* keyed: each kind's field is its own input, keeping what was typed in it */}
      {field ? <EndInput key={field.name} form={form} field={field} names={names} /> : none}
    </fieldset>
  )
}

export function RouterRouteFields({ form, vpc }: { form: Form; vpc: Vpc }) {
  const names = useChoiceNames(vpc)
  const { watch, getValues, trigger } = form
  const [destinationType, destinationIp, destinationIpNet, targetType] = watch([
    'destinationType',
    'destinationIp',
    'destinationIpNet',
    'targetType',
  ])

  useEffect(() => {
    // the target IP must be of the destination's IP version: check it again when the
    // destination changes, as soon as there is a target to check
    if (targetType === 'ip' && getValues('targetIp')) void trigger('targetIp')
  }, [destinationType, destinationIp, destinationIpNet, targetType, getValues, trigger])

  return (
    <>
      <NameAndDescriptionFields control={form.control} autoFocus />
      {ENDS.map((end) => (
        <End key={end.kind} form={form} names={names} end={end} />
      ))}
    </>
  )
}
