import { describe, expect, it } from 'vitest'
import { countCpu, describeCpu, roleOf } from './cpu.mjs'

describe('CPU by process', () => {
  it('tells the browser’s processes, the servers and the bench apart by their command lines', () => {
    const chromium = '/usr/lib/chromium/chromium --headless'
    expect(roleOf(`${chromium} --no-sandbox`, 1)).toBe('Chromium browser process')
    expect(roleOf(`${chromium} --type=renderer --lang=en-US`, 1)).toBe('Chromium renderer (page and workers)')
    expect(roleOf(`${chromium} --type=utility --utility-sub-type=network.mojom.NetworkService`, 1)).toBe(
      'Chromium network service',
    )
    expect(roleOf(`${chromium} --type=gpu-process`, 1)).toBe('Chromium GPU process')
    expect(roleOf('/usr/bin/node --import tsx mock-api/server.ts', 1)).toBe('mock API server')
    expect(roleOf('node scripts/bench/sink-server.mjs', 1)).toBe('server that only reads bodies')
    expect(roleOf('node node_modules/.bin/vite preview --port 4302', 1)).toBe(
      'vite preview (files; the proxy in remote mode)',
    )
    expect(roleOf('node scripts/bench.mjs', process.pid)).toBe('bench (its browser driver)')
    expect(roleOf('/usr/sbin/sshd', 1)).toBeNull()
  })

  it.runIf(process.platform === 'linux')('counts the CPU a process spends, and the machine’s', () => {
    const count = countCpu()
    // 200 ms of this process's own CPU time, however busy the machine is
    const start = process.cpuUsage()
    let spin = 0
    while (process.cpuUsage(start).user < 200_000) spin++
    const cpu = count.stop()
    expect(spin).toBeGreaterThan(0)
    expect(cpu!.byRole['bench (its browser driver)']).toBeGreaterThanOrEqual(0.15)
    // the machine's count and the process's are read a moment apart: a tick or two either way
    expect(cpu!.busySeconds).toBeGreaterThanOrEqual(cpu!.byRole['bench (its browser driver)'] - 0.03)
  })

  it('says what each spent, largest first, and per unit of work', () => {
    const text = describeCpu(
      { byRole: { 'mock API server': 1, 'Chromium renderer (page and workers)': 2.5 }, busySeconds: 4, busyShare: 0.8 },
      { seconds: 2.5, units: 100, unit: 'bulk write' },
    )
    expect(text).toMatch(/^4\.0 s of CPU in 2\.5 s \(80 % of the machine's \d+ cores\), 40 ms per bulk write: /)
    expect(text).toContain(
      'Chromium renderer (page and workers) 2.50 s, mock API server 1.00 s, everything else 0.50 s',
    )
    expect(describeCpu(null, { seconds: 1, units: 1, unit: 'x' })).toContain('not measured')
  })
})
