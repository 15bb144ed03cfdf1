/**
 * The history behind the silo metrics operation: how many vCPUs, how much memory and how
 * much storage a silo (or one of its projects) had provisioned, sampled every few minutes.
 *
 * Like the instance metrics (generate.ts), the numbers are computed, not stored: a sample's
 * value follows from the collection's id, the metric and the hour it falls in, so the same
 * request always gives the same answer, over any range. Provisioning changes in steps (an
 * instance starts, a disk is made), so a value holds for an hour and then moves; a daily wave
 * makes working hours busier than nights. Values stay within the silo's quota.
 *
 * The history is made up: it is not what the mock's instances and disks did. The current
 * amounts are the utilization operation's business (quotas.ts); the handler shows them for
 * a silo's last hour, so its history ends where they stand.
 */
import { hash32 } from './generate'

export type ProvisionedMetric = 'cpus_provisioned' | 'ram_provisioned' | 'virtual_disk_space_provisioned'

/** One sample every five minutes, on multiples of five minutes since the epoch. */
export const SAMPLE_INTERVAL_MS = 5 * 60_000
const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
const GIB = 1024 ** 3

/** 0..1 from a string, evenly spread. */
const unit = (key: string) => hash32(key) / 4294967296

/**
 * The value of a metric at a sample time, between a fifth and about two thirds of `limit`:
 * the quota (vCPUs or bytes) for a silo, a part of it for a project.
 */
export function provisionedAt(collectionId: string, metric: ProvisionedMetric, tMs: number, limit: number): number {
  const key = `${collectionId}/${metric}`
  const hour = Math.floor(tMs / HOUR_MS)
  // how full this collection usually is, and where in the day it peaks
  const base = 0.2 + 0.35 * unit(`${key}#base`)
  const phase = unit(`${key}#phase`) * 2 * Math.PI
  const wave = 0.5 + 0.5 * Math.sin((2 * Math.PI * hour * HOUR_MS) / DAY_MS + phase)
  const jitter = unit(`${key}@${hour}`) - 0.5
  const share = Math.min(Math.max(base * (0.7 + 0.5 * wave) + 0.08 * jitter, 0), 1)
  // vCPUs come whole; memory and storage in whole GiB, as instances and disks are sized
  if (metric === 'cpus_provisioned') return Math.round(share * limit)
  return Math.round((share * limit) / GIB) * GIB
}

/**
 * At most `max` sample times from `startMs` (inclusive, or exclusive when continuing after
 * a page's last sample) up to `endMs` (exclusive), earliest first.
 */
export function sampleTimes(startMs: number, endMs: number, exclusiveStart: boolean, max: number): number[] {
  const times: number[] = []
  let t = Math.ceil(startMs / SAMPLE_INTERVAL_MS) * SAMPLE_INTERVAL_MS
  if (exclusiveStart && t === startMs) t += SAMPLE_INTERVAL_MS
  for (; t < endMs && times.length < max; t += SAMPLE_INTERVAL_MS) times.push(t)
  return times
}

/** The same, latest first: from just before `endMs` back to `startMs`. */
export function sampleTimesDescending(startMs: number, endMs: number, max: number): number[] {
  const times: number[] = []
  // the latest multiple of the interval strictly before the exclusive end
  let t = Math.ceil(endMs / SAMPLE_INTERVAL_MS) * SAMPLE_INTERVAL_MS - SAMPLE_INTERVAL_MS
  for (; t >= startMs && times.length < max; t -= SAMPLE_INTERVAL_MS) times.push(t)
  return times
}
