// Which instances a firewall rule's targets match now. A rule applies to the network
// interfaces of its own VPC, so every kind of target is resolved against them: the VPC
// itself (all of them), a subnet of it, an instance with an interface in it, or the
// interfaces' addresses for an IP or an IP network.
import ipaddr from 'ipaddr.js'
import type { InstanceNetworkInterface, VpcFirewallRuleTarget } from '~/api/__generated__/Api'

type Named = { id: string; name: string }

export type TargetScope = {
  /** the rule's VPC */
  vpc: Named
  subnets: Named[]
  /** the project's instances, to name what an interface belongs to */
  instances: Named[]
  /** the interfaces of the VPC */
  nics: Pick<InstanceNetworkInterface, 'instanceId' | 'subnetId' | 'ip'>[]
}

/** Parses an address, or undefined when it is none (a target's value is checked, but be safe). */
function parse(ip: string) {
  try {
    return ipaddr.process(ip)
  } catch {
    return undefined
  }
}

function sameAddress(a: string, b: string) {
  const [x, y] = [parse(a), parse(b)]
  return !!x && !!y && x.kind() === y.kind() && x.toNormalizedString() === y.toNormalizedString()
}

function inNetwork(ip: string, net: string) {
  const address = parse(ip)
  try {
    const [base, width] = ipaddr.parseCIDR(net)
    return !!address && address.kind() === base.kind() && address.match(base, width)
  } catch {
    return false
  }
}

/** Does this target match this interface? */
function matches(target: VpcFirewallRuleTarget, nic: TargetScope['nics'][number], scope: TargetScope) {
  switch (target.type) {
    case 'vpc':
      return target.value === scope.vpc.name
    case 'subnet':
      return scope.subnets.some((s) => s.name === target.value && s.id === nic.subnetId)
    case 'instance':
      return scope.instances.some((i) => i.name === target.value && i.id === nic.instanceId)
    case 'ip':
      return sameAddress(nic.ip, target.value)
    case 'ip_net':
      return inNetwork(nic.ip, target.value)
  }
}

/** The instances with an interface that one of the targets matches, by name. */
export function instancesTargeted(targets: VpcFirewallRuleTarget[], scope: TargetScope): Named[] {
  const ids = new Set(scope.nics.filter((nic) => targets.some((t) => matches(t, nic, scope))).map((n) => n.instanceId))
  return scope.instances.filter((i) => ids.has(i.id)).sort((a, b) => a.name.localeCompare(b.name))
}
