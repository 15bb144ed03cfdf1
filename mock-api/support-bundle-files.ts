/**
 * What a support bundle holds. The real control plane gathers logs, inventory and service
 * state from every sled into a zip archive; the mock makes a small, fixed set of files from
 * the bundle's id, so the same bundle always downloads byte for byte the same:
 *
 * - `bundle_id.txt`: the id;
 * - `inventory.json`: the rack and its sleds (from the hardware seed);
 * - `rack/<rack>/sled/<serial>/sled-agent.log` for three sleds: a few log lines;
 * - `rack/<rack>/sled/<serial>/oxide-dendrite.log`: a large log (3 MiB), so that a download
 *   takes long enough for its progress to be seen.
 *
 * Archives are kept for the last few bundles asked for: making one costs a few milliseconds,
 * holding many costs memory.
 */
import { gimletSerial, IN_RACK_CUBBIES, rackId, sledId } from './fixtures/hardware'
import { MiB } from './sizes'
import { zip, type ZipEntry } from './zip'

/** The size of the large log file, in bytes. */
export const LARGE_FILE_BYTES = 3 * MiB

const SLEDS = IN_RACK_CUBBIES.slice(0, 3)
const sledDir = (cubby: number) => `rack/${rackId}/sled/${gimletSerial(cubby)}`

const text = (s: string) => new TextEncoder().encode(s)

// log lines stamped from a fixed start, so the content depends on nothing but its inputs
const logTime = (second: number) => new Date(Date.UTC(2025, 6, 28, 9, 0, 0) + second * 1000).toISOString()

function sledAgentLog(bundleId: string, cubby: number): string {
  const lines = [
    `${logTime(0)} INFO sled-agent: starting, sled_id = ${sledId(cubby)}`,
    `${logTime(2)} INFO sled-agent: zpools found, count = 10`,
    `${logTime(5)} WARN sled-agent: time sync not yet established, retrying`,
    `${logTime(9)} INFO sled-agent: time sync established`,
    `${logTime(30)} INFO sled-agent: support bundle collection requested, bundle_id = ${bundleId}`,
  ]
  return lines.join('\n') + '\n'
}

/** Exactly `LARGE_FILE_BYTES` of log lines, padded at the end to the size. */
function largeLog(bundleId: string): Uint8Array<ArrayBuffer> {
  const lines: string[] = []
  let size = 0
  for (let i = 0; size < LARGE_FILE_BYTES; i++) {
    const line = `${logTime(i)} DEBG dendrite: port counters polled, port = qsfp${i % 32}, seq = ${i}, bundle = ${bundleId.slice(0, 8)}\n`
    lines.push(line)
    size += line.length
  }
  return text(lines.join('')).slice(0, LARGE_FILE_BYTES)
}

function inventory(): string {
  const sleds = SLEDS.map((cubby) => ({ id: sledId(cubby), cubby, serial: gimletSerial(cubby) }))
  return JSON.stringify({ rack_id: rackId, sleds }, null, 2) + '\n'
}

function bundleFiles(bundleId: string): ZipEntry[] {
  return [
    { path: 'bundle_id.txt', bytes: text(`${bundleId}\n`) },
    { path: 'inventory.json', bytes: text(inventory()) },
    ...SLEDS.map((cubby) => ({ path: `${sledDir(cubby)}/sled-agent.log`, bytes: text(sledAgentLog(bundleId, cubby)) })),
    { path: `${sledDir(SLEDS[0])}/oxide-dendrite.log`, bytes: largeLog(bundleId) },
  ]
}

type Contents = { files: ZipEntry[]; archive: Uint8Array<ArrayBuffer> }
const KEEP = 2
const recent = new Map<string, Contents>()

/** The bundle's files and its zip archive. */
export function bundleContents(bundleId: string): Contents {
  const hit = recent.get(bundleId)
  if (hit) return hit
  const files = bundleFiles(bundleId)
  const contents = { files, archive: zip(files) }
  recent.set(bundleId, contents)
  // a Map iterates in insertion order: the first key is the oldest
  if (recent.size > KEEP) recent.delete(recent.keys().next().value!)
  return contents
}
