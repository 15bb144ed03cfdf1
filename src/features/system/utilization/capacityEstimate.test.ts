import { describe, expect, it } from 'vitest'
import { GiB } from '~/util/bytes'
import { capacityEstimate, fleetTotals, rackCapacity } from './capacityEstimate'

const TiB = 1024 * GiB

type Policy = Parameters<typeof rackCapacity>[0][number]['policy']
const provisionable: Policy = { kind: 'in_service', provisionPolicy: 'provisionable' }
const sled = (threads: number, ramGiB: number, policy: Policy = provisionable) => ({
  policy,
  usableHardwareThreads: threads,
  usablePhysicalRam: ramGiB * GiB,
})
const counts = (cpus: number, memory: number, storage: number) => ({ cpus, memory, storage })

describe('rackCapacity', () => {
  it('counts 0.7 of one sled, rounded up: vCPUs whole, bytes to a whole GiB', () => {
    // 128 × 0.7 = 89.6 → 90; 1010 GiB × 0.7 = 707 GiB exactly;
    // 32 TiB × 0.909 × 0.7 = 32768 GiB × 0.6363 = 20850.2784 GiB → 20851 GiB
    expect(rackCapacity([sled(128, 1010)])).toEqual(counts(90, 707 * GiB, 20851 * GiB))
  })

  it('rounds up what is not a whole number, and leaves a whole one alone', () => {
    // 10 × 0.7 = 7, not 8;
    // 3 GiB × 0.7 = 2.1 GiB → 3 GiB
    expect(rackCapacity([sled(10, 3)])).toMatchObject({ cpus: 7, memory: 3 * GiB })
    // 1 thread × 0.7 → 1; 100 GiB + 1 byte: 70 GiB and a fraction → 71 GiB
    const odd = { ...sled(1, 100), usablePhysicalRam: 100 * GiB + 1 }
    expect(rackCapacity([odd])).toMatchObject({ cpus: 1, memory: 71 * GiB })
  })

  it('counts only sleds in service and provisionable', () => {
    const sleds = [
      sled(128, 1010),
      sled(128, 1010, { kind: 'in_service', provisionPolicy: 'non_provisionable' }),
      sled(128, 1010, { kind: 'expunged' }),
    ]
    expect(rackCapacity(sleds)).toEqual(rackCapacity([sled(128, 1010)]))
    expect(rackCapacity([])).toEqual(counts(0, 0, 0))
  })

  it("gives the seed rack's figures: 14 of its 16 sleds take new work", () => {
    // cubbies 0-7 but 5 (128 threads, 1010 GiB) and 16-23 but 21 (128 threads, 1026 GiB)
    const sleds = [
      ...Array.from({ length: 7 }, () => sled(128, 1010)),
      ...Array.from({ length: 7 }, () => sled(128, 1026)),
      sled(128, 1010, { kind: 'in_service', provisionPolicy: 'non_provisionable' }),
      sled(128, 1026, { kind: 'expunged' }),
    ]
    // 1792 threads × 0.7 = 1254.4 → 1255 vCPUs
    // (7070 + 7182) GiB × 0.7 = 9976.4 GiB → 9977 GiB
    // 14 × 32768 GiB × 0.909 × 0.7 = 291903.8976 GiB → 291904 GiB (285.0625 TiB)
    expect(rackCapacity(sleds)).toEqual(counts(1255, 9977 * GiB, 291904 * GiB))
  })
})

describe('capacityEstimate', () => {
  const demoSilo = { provisioned: counts(12, 40 * GiB, 2 * TiB), allocated: counts(64, 256 * GiB, 10 * TiB) }
  const otherSilo = { provisioned: counts(2, 8 * GiB, 100 * GiB), allocated: counts(16, 64 * GiB, 1 * TiB) }

  it('takes the quotas given to silos from the capacity', () => {
    const estimate = capacityEstimate([sled(128, 1010), sled(128, 1010)], [demoSilo, otherSilo])
    // 256 × 0.7 = 179.2 → 180 vCPUs; 2020 GiB × 0.7 = 1414 GiB; 2 × 20850.2784 = 41700.5568 → 41701 GiB
    expect(estimate).toEqual({
      sleds: 2,
      capacity: counts(180, 1414 * GiB, 41701 * GiB),
      promised: counts(80, 320 * GiB, 11 * TiB),
      remaining: counts(100, 1094 * GiB, (41701 - 11264) * GiB),
    })
  })

  it('goes below zero where the quotas promise more than the rack holds', () => {
    const estimate = capacityEstimate([sled(64, 100)], [demoSilo])
    // 64 × 0.7 = 44.8 → 45 vCPUs, 64 promised; 70 GiB of memory, 256 promised
    expect(estimate.remaining).toMatchObject({ cpus: -19, memory: -186 * GiB })
  })
})

describe('fleetTotals', () => {
  it('sums what every silo holds and is promised', () => {
    const a = { provisioned: counts(1, 2, 3), allocated: counts(10, 20, 30) }
    const b = { provisioned: counts(4, 5, 6), allocated: counts(40, 50, 60) }
    expect(fleetTotals([a, b])).toEqual({ provisioned: counts(5, 7, 9), allocated: counts(50, 70, 90) })
    expect(fleetTotals([])).toEqual({ provisioned: counts(0, 0, 0), allocated: counts(0, 0, 0) })
  })
})
