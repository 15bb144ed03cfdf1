import { useEffect } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { usePrefetchedQuery } from '~/api/client'
import { SelectField, type Option } from '~/forms/SelectField'
import { TextField } from '~/forms/TextField'
import { checkIp, checkIpNet, checkTargetIp, destinationTypes, targetTypes, type RouteFormValues } from './routeBody'
import { gatewayChoicesQuery, instanceChoicesQuery, subnetChoicesQuery, type VpcScope } from './routerQueries'
import { NameAndDescriptionFields } from '~/forms/NameAndDescription'

/**
 * Choices by name. A saved route may name something that no longer exists (the API does
 * not resolve names when a route is saved), so the current value stays on offer.
 */
function choices(names: string[], current: string): Option[] {
  const all = current && !names.includes(current) ? [current, ...names] : names
  return all.map((name) => ({ value: name, label: names.includes(name) ? name : `${name} (not found)` }))
}

export function RouteFields({ form, scope }: { form: UseFormReturn<RouteFormValues>; scope: VpcScope }) {
  const subnets = usePrefetchedQuery(subnetChoicesQuery(scope)).data.items
  const gateways = usePrefetchedQuery(gatewayChoicesQuery(scope)).data.items
  const instances = usePrefetchedQuery(instanceChoicesQuery(scope)).data.items
  const { control, watch, getValues, trigger } = form
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
      <NameAndDescriptionFields control={control} autoFocus />

      <fieldset className="mt-2 mb-2">
        <legend className="mb-2 font-semibold">Destination</legend>
        <p className="mb-3 text-ink-muted">The traffic this route applies to.</p>
        <SelectField control={control} name="destinationType" label="Destination type" options={destinationTypes} />
        {destinationType === 'ip' && (
          <TextField
            control={control}
            name="destinationIp"
            label="Destination IP address"
            required
            validate={checkIp}
            description="An IPv4 or IPv6 address, for example 10.0.0.1."
          />
        )}
        {destinationType === 'ip_net' && (
          <TextField
            control={control}
            name="destinationIpNet"
            label="Destination IP network"
            required
            validate={checkIpNet}
            description="An address and a width, for example 192.168.0.0/24 or ::/0."
          />
        )}
        {destinationType === 'subnet' && (
          <SelectField
            control={control}
            name="destinationSubnet"
            label="Destination subnet"
            required
            placeholder="Choose a subnet of this VPC"
            options={choices(
              subnets.map((s) => s.name),
              getValues('destinationSubnet'),
            )}
          />
        )}
      </fieldset>

      <fieldset className="mt-2">
        <legend className="mb-2 font-semibold">Target</legend>
        <p className="mb-3 text-ink-muted">Where matching traffic is sent.</p>
        <SelectField control={control} name="targetType" label="Target type" options={targetTypes} />
        {targetType === 'ip' && (
          <TextField
            control={control}
            name="targetIp"
            label="Target IP address"
            required
            validate={(v) => checkTargetIp(v, getValues())}
            description="Of the same IP version as the destination."
          />
        )}
        {targetType === 'instance' && (
          <SelectField
            control={control}
            name="targetInstance"
            label="Target instance"
            required
            placeholder="Choose an instance of this project"
            options={choices(
              instances.map((i) => i.name),
              getValues('targetInstance'),
            )}
          />
        )}
        {targetType === 'internet_gateway' && (
          <SelectField
            control={control}
            name="targetGateway"
            label="Target internet gateway"
            required
            placeholder="Choose a gateway of this VPC"
            options={choices(
              gateways.map((g) => g.name),
              getValues('targetGateway'),
            )}
          />
        )}
        {targetType === 'drop' && <p className="text-ink-muted">Matching traffic is dropped.</p>}
      </fieldset>
    </>
  )
}
