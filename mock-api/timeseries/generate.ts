/**
 * Made-up but plausible metric data, computed rather than stored: the value of any series
 * over any window follows from the series' identity and the window alone (a seeded PRNG
 * keyed by both), so the same query always gives the same numbers, across page loads and
 * processes, for any instance id, over any time range, at a cost proportional to the number
 * of points.
 *
 * Each value is the amount a cumulative counter grew during the window: nanoseconds of vCPU
 * time, operations, bytes or packets. A slow daily wave (phase per object) plus per-window
 * noise makes the charts look like a workload rather than static.
 */

/** FNV-1a, 32 bits: a small, stable string hash to seed the PRNG with. */
export function hash32(s: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** mulberry32: a tiny, fast PRNG with a 32-bit state; quality is ample for fake charts. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The PRNG for one object and one window. */
const rngFor = (key: string, windowStartMs: number) => mulberry32(hash32(`${key}@${windowStartMs}`))

const DAY_MS = 86_400_000

/** 0..1, peaking once a day at a time of day that differs per object. */
function dailyWave(key: string, tMs: number): number {
  const phase = (hash32(key) / 4294967296) * 2 * Math.PI
  return 0.5 + 0.5 * Math.sin((2 * Math.PI * tMs) / DAY_MS + phase)
}

/** How busy an object is overall, 0.2..1, so that instances differ from one another. */
const baseline = (key: string) => 0.2 + 0.8 * (hash32(`${key}#base`) / 4294967296)

export type Window = { startMs: number; durationMs: number }

/**
 * Nanoseconds one vCPU spent in each state during the window. The four states add up to
 * the window's length, as they do for a real vCPU, so CPU utilisation derived from them is
 * always between 0 and 100%.
 */
export function vcpuTimes(instanceId: string, vcpuId: number, w: Window): Record<string, number> {
  const r = rngFor(`${instanceId}/vcpu${vcpuId}`, w.startMs)
  const mid = w.startMs + w.durationMs / 2
  const load = baseline(instanceId) * (0.15 + 0.7 * dailyWave(instanceId, mid)) + 0.15 * (r() - 0.5)
  const run = Math.min(Math.max(load, 0.01), 0.95)
  const waiting = 0.002 + 0.02 * r()
  const emulation = 0.001 + 0.01 * r()
  const ns = w.durationMs * 1e6
  const shares = { run, waiting, emulation }
  const out: Record<string, number> = {}
  for (const [state, share] of Object.entries(shares)) out[state] = Math.round(share * ns)
  // idle takes the rounding remainder so the states add up exactly
  out.idle = Math.max(0, Math.round(ns) - out.run - out.waiting - out.emulation)
  return out
}

/** A rate (per second) for the window: the object's baseline, the daily wave and noise. */
function rate(key: string, r: () => number, w: Window, peakPerSecond: number): number {
  const mid = w.startMs + w.durationMs / 2
  return peakPerSecond * baseline(key) * (0.1 + 0.9 * dailyWave(key, mid)) * (0.75 + 0.5 * r())
}

/** Operations and bytes a disk handled during the window. */
export function diskCounters(diskId: string, w: Window): Record<string, number> {
  const r = rngFor(`${diskId}/disk`, w.startMs)
  const seconds = w.durationMs / 1000
  const reads = Math.round(rate(diskId, r, w, 400) * seconds)
  const writes = Math.round(rate(`${diskId}/w`, r, w, 250) * seconds)
  // typical I/O sizes: 4 KiB to 128 KiB, in whole 512-byte sectors
  const readSize = 512 * (8 + Math.floor(r() * 248))
  const writeSize = 512 * (8 + Math.floor(r() * 120))
  return {
    reads,
    writes,
    bytes_read: reads * readSize,
    bytes_written: writes * writeSize,
    flushes: Math.round(writes / (10 + 20 * r())),
  }
}

/** Packets and bytes a network interface moved during the window. */
export function nicCounters(interfaceId: string, w: Window): Record<string, number> {
  const r = rngFor(`${interfaceId}/nic`, w.startMs)
  const seconds = w.durationMs / 1000
  const packetsReceived = Math.round(rate(interfaceId, r, w, 3000) * seconds)
  const packetsSent = Math.round(rate(`${interfaceId}/tx`, r, w, 2000) * seconds)
  // average frame sizes between small acks and full 1500-byte frames
  const rxSize = 200 + Math.floor(r() * 1300)
  const txSize = 120 + Math.floor(r() * 1000)
  return {
    packets_received: packetsReceived,
    packets_sent: packetsSent,
    bytes_received: packetsReceived * rxSize,
    bytes_sent: packetsSent * txSize,
  }
}
