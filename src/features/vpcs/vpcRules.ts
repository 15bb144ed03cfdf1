// Field rules and request bodies of the VPC and subnet forms, and the scan that finds the
// routes sending traffic to an internet gateway. Kept free of React so they can be tested.
import type {
  InternetGateway,
  RouterRoute,
  VpcRouter,
  VpcSubnet,
  VpcSubnetUpdate,
  VpcUpdate,
} from '~/api/__generated__/Api'
import { validateIpNet } from '~/util/ip'

const isV6 = (net: string) => net.includes(':')

/** The width the API requires of a VPC's IPv6 prefix. */
const VPC_PREFIX_WIDTH = 48

/**
 * A VPC's optional IPv6 prefix: an IPv6 /48 in the unique local range fd00::/8. Empty is
 * fine: the control plane then picks one.
 */
export function validateVpcPrefix(value: string): string | undefined {
  const trimmed = value.trim()
  if (!trimmed) return undefined
  const base = validateIpNet(trimmed)
  if (base) return base
  if (!isV6(trimmed)) return 'Must be an IPv6 network'
  const [addr, width] = trimmed.split('/')
  if (Number(width) !== VPC_PREFIX_WIDTH) return `Width must be ${VPC_PREFIX_WIDTH}`
  // in fd00::/8 the first hextet is written fdXX: four digits, so no leading zero can be dropped
  if (!/^fd[0-9a-f]{2}:/i.test(addr)) return 'Must be in the unique local range fd00::/8'
  return undefined
}

/** A subnet's block of one family; the API decides the rest (range, width, overlap). */
export function validateSubnetBlock(family: 4 | 6, required: boolean) {
  return (value: string): string | undefined => {
    const trimmed = value.trim()
    if (!trimmed) return required ? `IPv${family} block is required` : undefined
    const base = validateIpNet(trimmed)
    if (base) return base
    if (family === 4 && isV6(trimmed)) return 'Must be an IPv4 network'
    if (family === 6 && !isV6(trimmed)) return 'Must be an IPv6 network'
    return undefined
  }
}

export type VpcFormValues = { name: string; description: string; dnsName: string; ipv6Prefix: string }

export function vpcCreateBody(v: VpcFormValues) {
  const prefix = v.ipv6Prefix.trim()
  return {
    name: v.name,
    description: v.description,
    dnsName: v.dnsName,
    // leaving the prefix out lets the control plane choose one
    ...(prefix ? { ipv6Prefix: prefix } : {}),
  }
}

/** The prefix is fixed once the VPC exists: an update carries only what may change. */
export const vpcUpdateBody = ({ name, description, dnsName }: VpcFormValues): VpcUpdate => ({
  name,
  description,
  dnsName,
})

export type SubnetFormValues = {
  name: string
  description: string
  ipv4Block: string
  ipv6Block: string
  /** a custom router's id, or '' for none */
  customRouter: string
}

export function subnetCreateBody(v: SubnetFormValues) {
  const ipv6 = v.ipv6Block.trim()
  return {
    name: v.name,
    description: v.description,
    ipv4Block: v.ipv4Block.trim(),
    ...(ipv6 ? { ipv6Block: ipv6 } : {}),
    customRouter: v.customRouter || null,
  }
}

/**
 * The API treats an update without `custom_router` as "detach the router", so the body
 * always carries the router the form shows: the current one unless the user changed it.
 */
export function subnetUpdateBody(v: Pick<SubnetFormValues, 'name' | 'description' | 'customRouter'>): VpcSubnetUpdate {
  return { name: v.name, description: v.description, customRouter: v.customRouter || null }
}

export const subnetFormValues = (subnet: VpcSubnet): SubnetFormValues => ({
  name: subnet.name,
  description: subnet.description,
  ipv4Block: subnet.ipv4Block,
  ipv6Block: subnet.ipv6Block,
  customRouter: subnet.customRouterId ?? '',
})

export type GatewayRoute = { router: VpcRouter; route: RouterRoute }

/** Routes whose target is this gateway; a target may name it or give its id. */
export function routesToGateway(
  gateway: Pick<InternetGateway, 'id' | 'name'>,
  routesByRouter: { router: VpcRouter; routes: RouterRoute[] }[],
): GatewayRoute[] {
  return routesByRouter.flatMap(({ router, routes }) =>
    routes
      .filter(
        (route) =>
          route.target.type === 'internet_gateway' &&
          (route.target.value === gateway.name || route.target.value === gateway.id),
      )
      .map((route) => ({ router, route })),
  )
}

/** "ip_net 10.0.0.0/8", "subnet default", "drop": a route end as one readable phrase. */
export function describeRouteEnd(end: { type: string; value?: string }): string {
  const kind = { ip: 'IP', ip_net: 'IP network', vpc: 'VPC', subnet: 'Subnet', instance: 'Instance' }[end.type]
  if (end.type === 'drop') return 'Drop'
  if (end.type === 'internet_gateway') return `Internet gateway ${end.value}`
  return `${kind ?? end.type} ${end.value ?? ''}`.trim()
}
