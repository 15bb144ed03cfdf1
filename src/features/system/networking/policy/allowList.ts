// The allow list as the form edits it: "any source", or networks, each an IP network by the
// SPEC section 5 rules and none listed twice.
import type { AllowedSourceIps } from '~/api/__generated__/Api'
import { apiq } from '~/api/client'
import { validateUniqueItems } from '~/forms/validators'
import { validateIpNet } from '~/util/ip'

export const allowListQuery = apiq('networkingAllowListView', {})
export const inboundIcmpQuery = apiq('networkingInboundIcmpView', {})

export type AllowListValues = { allow: 'any' | 'list'; networks: { value: string }[] }

export const valuesOf = (allowed: AllowedSourceIps): AllowListValues =>
  allowed.allow === 'any'
    ? { allow: 'any', networks: [{ value: '' }] }
    : { allow: 'list', networks: allowed.ips.map((value) => ({ value })) }

export const bodyOf = (v: AllowListValues): AllowedSourceIps =>
  v.allow === 'any' ? { allow: 'any' } : { allow: 'list', ips: v.networks.map((n) => n.value.trim()) }

/** The i-th network: a valid network, and not one listed before it (written alike). */
export function validateNetwork(networks: { value: string }[], i: number): string | undefined {
  const value = networks[i].value.trim()
  if (!value) return 'Network is required'
  return validateIpNet(value) ?? validateUniqueItems(networks.slice(0, i + 1).map((n) => n.value.trim().toLowerCase()))
}
