/**
 * What the rack can still promise to silos: an estimate for capacity planning (SPEC
 * section 9), from the sleds that take new work and the quotas already given out.
 *
 * Of what those sleds offer, 0.7 is counted (a rack run full has no room to move instances
 * or survive a sled's loss): 70 % of their usable hardware threads as vCPUs, 70 % of their
 * usable RAM, and 70 % of 32 TiB of disk per sled scaled by 0.909 (the drives' usable share
 * after the storage's own overhead). Each figure is rounded up: vCPUs to a whole one, memory
 * and storage to a whole GiB (powers of 1024). The arithmetic is done in integers (0.7, 0.909
 * and their product are not exact in floating point), so a figure that is whole is never
 * rounded up one too many. Pure functions.
 */
import type { Sled, SiloUtilization, VirtualResourceCounts } from '~/api/__generated__/Api'
import { GiB } from '~/util/bytes'

/** 0.7, as tenths */
const FACTOR_TENTHS = 7
/** 32 TiB of disk per sled, in GiB */
const DISK_PER_SLED_GIB = 32 * 1024
/** 0.909, as thousandths */
const DISK_SCALE_THOUSANDTHS = 909

export type Counts = VirtualResourceCounts

const ZERO: Counts = { cpus: 0, memory: 0, storage: 0 }

/** A sled that takes new instances: in service, and provisionable. */
const takesNewWork = (sled: Pick<Sled, 'policy'>) =>
  sled.policy.kind === 'in_service' && sled.policy.provisionPolicy === 'provisionable'

/** `n` × 0.7, rounded up; exact for any whole `n` below 2^53 / 7. */
const seventyPercentUp = (n: number) => Math.ceil((n * FACTOR_TENTHS) / 10)

/** What the sleds that take new work can be expected to hold. */
export function rackCapacity(sleds: Pick<Sled, 'policy' | 'usableHardwareThreads' | 'usablePhysicalRam'>[]): Counts {
  const usable = sleds.filter(takesNewWork)
  const threads = usable.reduce((sum, s) => sum + s.usableHardwareThreads, 0)
  const ram = usable.reduce((sum, s) => sum + s.usablePhysicalRam, 0)
  // 0.7 × 0.909 × 32768 GiB per sled = 7 × 909 × 32768 / 10,000 GiB
  const diskGiB = Math.ceil((usable.length * DISK_PER_SLED_GIB * DISK_SCALE_THOUSANDTHS * FACTOR_TENTHS) / 10_000)
  return {
    cpus: seventyPercentUp(threads),
    // RAM × 0.7 in bytes, then up to a whole GiB
    memory: Math.ceil(seventyPercentUp(ram) / GiB) * GiB,
    storage: diskGiB * GiB,
  }
}

const add = (a: Counts, b: Counts): Counts => ({
  cpus: a.cpus + b.cpus,
  memory: a.memory + b.memory,
  storage: a.storage + b.storage,
})

/** The fleet's totals: what its silos hold, and what their quotas promise them. */
export function fleetTotals(silos: Pick<SiloUtilization, 'provisioned' | 'allocated'>[]) {
  return {
    provisioned: silos.map((s) => s.provisioned).reduce(add, ZERO),
    allocated: silos.map((s) => s.allocated).reduce(add, ZERO),
  }
}

export type CapacityEstimate = {
  /** how many sleds the estimate counts */
  sleds: number
  capacity: Counts
  /** the silos' quotas, summed */
  promised: Counts
  /** capacity less what is promised; below zero where the quotas promise more than the rack holds */
  remaining: Counts
}

export function capacityEstimate(
  sleds: Parameters<typeof rackCapacity>[0],
  silos: Pick<SiloUtilization, 'provisioned' | 'allocated'>[],
): CapacityEstimate {
  const capacity = rackCapacity(sleds)
  const promised = fleetTotals(silos).allocated
  return {
    sleds: sleds.filter(takesNewWork).length,
    capacity,
    promised,
    remaining: {
      cpus: capacity.cpus - promised.cpus,
      memory: capacity.memory - promised.memory,
      storage: capacity.storage - promised.storage,
    },
  }
}
