// Types of cpu.mjs for its test (the bench itself runs on Node as plain JS).
export type CpuUse = {
  /** CPU seconds by what the process is, e.g. 'mock API server' */
  byRole: Record<string, number>
  /** CPU seconds all cores were busy, whoever with */
  busySeconds: number
  /** the share of the cores' time that was busy */
  busyShare: number
}
export function roleOf(cmdline: string, pid: number): string | null
export function countCpu(): { stop: () => CpuUse | null }
export function describeCpu(cpu: CpuUse | null, work: { seconds: number; units: number; unit: string }): string
