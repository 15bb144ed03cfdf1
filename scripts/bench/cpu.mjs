// Where a figure's CPU time went, by process: the browser's own processes (its renderer, which
// runs the page and its workers, its browser process, network service and GPU process), the
// mock's Node server, the proxy in front of it, and the bench itself (its browser driver).
// Read from Linux's /proc; elsewhere nothing is measured and the note says so.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'

/** Clock ticks a second, the unit of /proc's CPU times (100 on every Linux seen here). */
const TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100
  } catch {
    return 100
  }
})()

/** What a process is, from its command line; null for what no figure involves. */
export function roleOf(cmdline, pid) {
  if (pid === process.pid) return 'bench (its browser driver)'
  if (/chrom(e|ium)/.test(cmdline)) {
    const type = /--type=([\w-]+)/.exec(cmdline)?.[1]
    if (!type) return 'Chromium browser process'
    if (type === 'renderer') return 'Chromium renderer (page and workers)'
    if (type === 'gpu-process') return 'Chromium GPU process'
    if (/NetworkService/.test(cmdline)) return 'Chromium network service'
    return 'Chromium, other'
  }
  if (/mock-api\/server\.ts/.test(cmdline)) return 'mock API server'
  if (/bench\/sink-server\.mjs/.test(cmdline)) return 'server that only reads bodies'
  if (/vite(\.js)? preview/.test(cmdline)) return 'vite preview (files; the proxy in remote mode)'
  return null
}

function readProcesses() {
  const out = new Map()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      // the fields after the command's name, which may itself hold spaces and parentheses
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ')
      out.set(name, { role: roleOf(cmdline, Number(name)), ticks: Number(fields[11]) + Number(fields[12]) })
    } catch {
      // gone between the listing and the read
    }
  }
  return out
}

/** Busy and total ticks of all cores together, from /proc/stat's first line. */
function readMachine() {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/)
  const n = values.map(Number)
  const idle = n[3] + n[4] // idle and iowait
  return { busy: n.reduce((a, b) => a + b, 0) - idle, total: n.reduce((a, b) => a + b, 0) }
}

/**
 * Starts counting; `stop()` answers the CPU seconds each role used since, the machine's busy
 * share, or null where there is no /proc. A process that ended in between is not counted, so
 * stop before closing the page.
 */
export function countCpu() {
  let before
  try {
    before = { processes: readProcesses(), machine: readMachine() }
  } catch {
    return { stop: () => null }
  }
  return {
    stop() {
      const processes = readProcesses()
      const machine = readMachine()
      const byRole = {}
      for (const [pid, { role, ticks }] of processes) {
        const start = before.processes.get(pid)?.ticks ?? 0
        if (role && ticks > start) byRole[role] = (byRole[role] ?? 0) + (ticks - start) / TICKS
      }
      const busy = machine.busy - before.machine.busy
      const all = machine.total - before.machine.total
      return { byRole, busySeconds: busy / TICKS, busyShare: all ? busy / all : 0 }
    },
  }
}

/**
 * "4.6 s of CPU in 5.1 s (90 % of both cores), 36 ms per bulk write: renderer 1.9 s, ...":
 * what a run cost and who spent it, the rest being the machine's other work.
 */
export function describeCpu(cpu, { seconds, units, unit }) {
  if (!cpu) return 'CPU by process: not measured (no /proc on this system)'
  const roles = Object.entries(cpu.byRole).sort((a, b) => b[1] - a[1])
  const counted = roles.reduce((sum, [, s]) => sum + s, 0)
  const perUnit = units ? `, ${((cpu.busySeconds / units) * 1000).toFixed(0)} ms per ${unit}` : ''
  const parts = roles.map(([role, s]) => `${role} ${s.toFixed(2)} s`)
  parts.push(`everything else ${Math.max(0, cpu.busySeconds - counted).toFixed(2)} s`)
  return (
    `${cpu.busySeconds.toFixed(1)} s of CPU in ${seconds.toFixed(1)} s ` +
    `(${(cpu.busyShare * 100).toFixed(0)} % of the machine's ${availableParallelism()} cores)${perUnit}: ${parts.join(', ')}`
  )
}
