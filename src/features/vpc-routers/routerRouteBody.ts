// The route form's values, the rules on them, and the request bodies they become.
import type { RouteDestination, RouterRoute, RouterRouteCreate, RouteTarget } from '~/api/__generated__/Api'
import { validateIp, validateIpNet } from '~/util/ip'

export type DestinationType = RouteDestination['type']
export type TargetType = RouteTarget['type']

/**
 * One field per kind of each end, so switching the kind back and forth keeps what was
 * typed for each; only the chosen kind's field is shown, checked and sent. The names are
 * flat so the form's error banner can list them in field order.
 */
export type RouterRouteValues = {
  name: string
  description: string
  destinationType: DestinationType
  destinationIp: string
  destinationIpNet: string
  destinationSubnet: string
  targetType: TargetType
  targetIp: string
  targetInstance: string
  targetGateway: string
}

// The API refuses VPCs at either end and subnets as targets in routes users make, so the
// form offers only what it accepts.
export const destinationTypes = [
  { value: 'ip', label: 'IP address' },
  { value: 'ip_net', label: 'IP network' },
  { value: 'subnet', label: 'VPC subnet' },
] satisfies { value: DestinationType; label: string }[]

export const targetTypes = [
  { value: 'ip', label: 'IP address' },
  { value: 'instance', label: 'Instance' },
  { value: 'internet_gateway', label: 'Internet gateway' },
  { value: 'drop', label: 'Drop' },
] satisfies { value: TargetType; label: string }[]

const typeLabels: Record<DestinationType | TargetType, string> = {
  ip: 'IP',
  ip_net: 'IP network',
  subnet: 'Subnet',
  vpc: 'VPC',
  instance: 'Instance',
  internet_gateway: 'Internet gateway',
  drop: 'Drop',
}

/** How a destination or target kind reads in a table cell. */
export const endTypeLabel = (type: DestinationType | TargetType) => typeLabels[type]

export const emptyRouterRouteValues: RouterRouteValues = {
  name: '',
  description: '',
  destinationType: 'ip_net',
  destinationIp: '',
  destinationIpNet: '',
  destinationSubnet: '',
  targetType: 'ip',
  targetIp: '',
  targetInstance: '',
  targetGateway: '',
}

export type IpFamily = 4 | 6

/** The IP version of a valid address or network: IPv6 exactly when it has colons. */
function familyOf(value: string, validate: (v: string) => string | undefined): IpFamily | null {
  const v = value.trim()
  if (validate(v)) return null
  return v.includes(':') ? 6 : 4
}

/** The IP version of the destination when it is an explicit address or network, else null. */
export function destinationFamily(values: Pick<RouterRouteValues, DestinationKeys>): IpFamily | null {
  if (values.destinationType === 'ip') return familyOf(values.destinationIp, validateIp)
  if (values.destinationType === 'ip_net') return familyOf(values.destinationIpNet, validateIpNet)
  return null
}

type DestinationKeys = 'destinationType' | 'destinationIp' | 'destinationIpNet'

/** An address typed with stray spaces is still the address meant. */
export const checkIp = (value: string) => validateIp(value.trim())
export const checkIpNet = (value: string) => validateIpNet(value.trim())

/**
 * A target IP's own rule, then the one the API adds across both ends: explicit addresses
 * on both ends must be of one IP version.
 */
export function checkTargetIp(
  value: string,
  destination: Pick<RouterRouteValues, DestinationKeys>,
): string | undefined {
  const error = checkIp(value)
  if (error) return error
  const from = destinationFamily(destination)
  const to = familyOf(value, validateIp)
  if (from && to && from !== to) {
    return `Cannot mix IPv4 and IPv6: the destination is IPv${from} but the target is IPv${to}`
  }
  return undefined
}

function destinationOf(v: RouterRouteValues): RouteDestination {
  switch (v.destinationType) {
    case 'ip':
      return { type: 'ip', value: v.destinationIp.trim() }
    case 'ip_net':
      return { type: 'ip_net', value: v.destinationIpNet.trim() }
    case 'subnet':
      return { type: 'subnet', value: v.destinationSubnet }
    case 'vpc':
      throw new Error('A VPC cannot be the destination of a custom route')
  }
}

function targetOf(v: RouterRouteValues): RouteTarget {
  switch (v.targetType) {
    case 'ip':
      return { type: 'ip', value: v.targetIp.trim() }
    case 'instance':
      return { type: 'instance', value: v.targetInstance }
    case 'internet_gateway':
      return { type: 'internet_gateway', value: v.targetGateway }
    case 'drop':
      return { type: 'drop' }
    case 'subnet':
    case 'vpc':
      throw new Error(`A ${typeLabels[v.targetType]} cannot be the target of a custom route`)
  }
}

/** The create body. An update takes the same shape: it replaces both ends and the metadata. */
export function toRouterRouteBody(values: RouterRouteValues): RouterRouteCreate {
  return {
    name: values.name,
    description: values.description,
    destination: destinationOf(values),
    target: targetOf(values),
  }
}

/** A saved route as form values, to edit it. */
export function toRouterRouteValues(route: RouterRoute): RouterRouteValues {
  const { destination: d, target: t } = route
  return {
    ...emptyRouterRouteValues,
    name: route.name,
    description: route.description,
    destinationType: d.type,
    destinationIp: d.type === 'ip' ? d.value : '',
    destinationIpNet: d.type === 'ip_net' ? d.value : '',
    destinationSubnet: d.type === 'subnet' ? d.value : '',
    targetType: t.type,
    targetIp: t.type === 'ip' ? t.value : '',
    targetInstance: t.type === 'instance' ? t.value : '',
    targetGateway: t.type === 'internet_gateway' ? t.value : '',
  }
}
