import { describe, expect, it } from 'vitest'
import { GiB } from '~/util/bytes'
import { capacities } from './capacity'

const TiB = 1024 * GiB
const utilization = (provisioned: [number, number, number], capacity: [number, number, number]) => ({
  provisioned: { cpus: provisioned[0], memory: provisioned[1], storage: provisioned[2] },
  capacity: { cpus: capacity[0], memory: capacity[1], storage: capacity[2] },
})

describe('capacities', () => {
  it('says each amount against its quota, in vCPUs and powers of 1024', () => {
    const [cpus, memory, storage] = capacities(utilization([12, 40 * GiB, 1.5 * TiB], [64, 256 * GiB, 10 * TiB]))
    expect(cpus).toEqual({
      title: 'CPUs',
      provisioned: '12 vCPUs',
      quota: '64 vCPUs',
      available: '52 vCPUs',
      meter: 18.75,
      share: '19%',
      over: null,
    })
    expect(memory).toMatchObject({ provisioned: '40 GiB', quota: '256 GiB', available: '216 GiB', share: '16%' })
    expect(storage).toMatchObject({ provisioned: '1.5 TiB', quota: '10 TiB', available: '8.5 TiB', share: '15%' })
  })

  it('keeps a tiny share visible, and says one vCPU in the singular', () => {
    const [cpus, memory] = capacities(utilization([1, GiB, 0], [1000, 1024 * GiB, TiB]))
    expect(cpus).toMatchObject({ provisioned: '1 vCPU', share: '<1%' })
    expect(memory.share).toBe('<1%')
  })

  it('caps the meter and says by how much a silo is over a lowered quota', () => {
    const [cpus] = capacities(utilization([20, 0, 0], [16, GiB, GiB]))
    expect(cpus).toMatchObject({ meter: 100, share: '125%', available: '0 vCPUs', over: '4 vCPUs' })
  })

  it('gives no share where there is no quota', () => {
    const [cpus] = capacities(utilization([0, 0, 0], [0, 0, 0]))
    expect(cpus).toMatchObject({ meter: 0, share: null, over: null, quota: '0 vCPUs' })
  })
})
