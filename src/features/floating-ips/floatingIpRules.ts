// What the console checks before it asks the API, and how it words the API's refusals.
import type { FloatingIp, FloatingIpCreate, InstanceState } from '~/api/__generated__/Api'
import type { ApiError } from '~/api/errors'
import { validateIp } from '~/util/ip'

export type IpFamily = 'IPv4' | 'IPv6'

export const ipFamily = (address: string): IpFamily => (address.includes(':') ? 'IPv6' : 'IPv4')

/**
 * The instance states in which the API moves a floating IP: stopped, or with a VM running
 * or on its way up or down.
 */
export const ATTACHABLE_STATES: readonly InstanceState[] = ['stopped', 'starting', 'running', 'stopping', 'rebooting']

export const canTakeFloatingIp = (state: InstanceState) => ATTACHABLE_STATES.includes(state)

/** The tooltip of the disabled Delete action, or undefined when the IP may be deleted. */
export const deleteWhyNot = (ip: Pick<FloatingIp, 'instanceId'>) =>
  ip.instanceId ? 'Detach the floating IP before deleting it' : undefined

/**
 * The address family each pool is seen to hand out, judged by the addresses already drawn
 * from it. Silo members cannot read a pool's ranges, so a pool with no addresses in view,
 * or with both families, has no family the console can vouch for.
 */
export function knownPoolFamilies(ips: Pick<FloatingIp, 'ip' | 'ipPoolId'>[]): Map<string, IpFamily> {
  const seen = new Map<string, Set<IpFamily>>()
  for (const { ip, ipPoolId } of ips) {
    const families = seen.get(ipPoolId) ?? new Set()
    families.add(ipFamily(ip))
    seen.set(ipPoolId, families)
  }
  const known = new Map<string, IpFamily>()
  for (const [pool, families] of seen) if (families.size === 1) known.set(pool, [...families][0])
  return known
}

/** The problem with an optional requested address, given the chosen pool's family if known. */
export function addressProblem(value: string, pool?: { name: string; family?: IpFamily }): string | undefined {
  const address = value.trim()
  if (!address) return undefined
  const invalid = validateIp(address)
  if (invalid) return invalid
  if (pool?.family && ipFamily(address) !== pool.family) {
    return `Must be an ${pool.family} address: pool ${pool.name} holds ${pool.family} addresses`
  }
  return undefined
}

export type CreateValues = { name: string; description: string; pool: string; ip: string }

/** Blank optional fields are left out, so the API picks the default pool or a free address. */
export function createBody({ name, description, pool, ip }: CreateValues): FloatingIpCreate {
  const address = ip.trim()
  return { name, description, pool: pool || undefined, ip: address || undefined }
}

/**
 * The API reports a taken address as an existing "external-ip", which the shared error
 * text turns into a name clash; with an address in the request it is the address.
 */
export function createErrorText(error: Pick<ApiError, 'message' | 'errorCode'>, requested?: FloatingIpCreate) {
  const address = requested?.ip
  if (address && error.errorCode === 'ObjectAlreadyExists' && /^external ip\b/i.test(error.message)) {
    return `IP address ${address} is already in use`
  }
  return error.message
}
