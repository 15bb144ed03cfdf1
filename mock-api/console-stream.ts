/**
 * The serial console of an instance, shared by the HTTP history call, the browser's mocked
 * WebSocket and the Node server's real one: who may open it, what the instance "printed"
 * while booting, and the stream itself, which greets with a login prompt and then echoes
 * every byte typed, with a carriage return (13) echoed as "\r\n" the way a terminal's line
 * discipline would.
 *
 * The transports only move bytes: they hand over the connection's URL and headers and a
 * way to send binary frames and to close, and feed in what the client sends.
 */
import { currentUser } from './auth'
import { cookiesOf } from './cookies'
import { invalidRequest } from './errors'
import { changeable, lookupInstance } from './lookups'
import { hash32 } from './timeseries/generate'
import type { UserRow } from './records'
import { instanceAllows } from './state-rules'

/** The path of the stream; the instance is its only variable part. */
export const STREAM_PATH_RE = /^\/v1\/instances\/([^/]+)\/serial-console\/stream\/?$/

export type ConsoleTarget = { id: string; hostname: string; ncpus: number }

/**
 * Checks that the user may use the instance's console, as the real API does before showing
 * any of it: the instance must be readable (else 404, like a missing one), its project
 * changeable, since a console lets one type into the machine (else 403), and it must be in
 * a state with a console. Throws the API's error responses.
 */
export function consoleTarget(user: UserRow, instance: string, project?: string): ConsoleTarget {
  const { row } = changeable(user, lookupInstance(user, instance, project))
  if (!instanceAllows(row, 'connect to the serial console')) {
    throw invalidRequest(
      `Instance "${row.name}" is ${row.run_state}: it has a serial console while running, rebooting, migrating or repairing`,
    )
  }
  return { id: row.id, hostname: row.hostname || row.name, ncpus: row.ncpus }
}

const encoder = new TextEncoder()

const loginBanner = (hostname: string) => `\r\nUbuntu 24.04.2 LTS ${hostname} ttyS0\r\n\r\n${hostname} login: `

/**
 * What the instance wrote to its serial port since it booted: a Linux boot log ending in a
 * login prompt. Timings vary a little per instance, deterministically.
 */
export function bootLog(target: ConsoleTarget): Uint8Array {
  const h = target.hostname
  const jitter = hash32(target.id) % 400
  let t = 0
  const k = (msg: string) => {
    t += 0.0003 + ((hash32(`${target.id}${msg}`) % 1000) / 1000) * 0.08
    return `[${t.toFixed(6).padStart(12)}] ${msg}`
  }
  const lines = [
    'BdsDxe: loading Boot0001 "UEFI Misc Device" from PciRoot(0x0)/Pci(0x10,0x0)',
    'BdsDxe: starting Boot0001 "UEFI Misc Device" from PciRoot(0x0)/Pci(0x10,0x0)',
    k('Linux version 6.8.0-60-generic (buildd@lcy02-amd64-054) (x86_64-linux-gnu-gcc-13) #63-Ubuntu SMP'),
    k('Command line: BOOT_IMAGE=/vmlinuz-6.8.0-60-generic root=LABEL=cloudimg-rootfs ro console=ttyS0'),
    k('BIOS-provided physical RAM map:'),
    k('DMI: Oxide OxVM, BIOS v0.8 01/01/1970'),
    k('Hypervisor detected: Bhyve'),
    k('tsc: Detected 2994.375 MHz processor'),
    k(`smpboot: Allowing ${target.ncpus} CPUs, 0 hotplug CPUs`),
    k('Memory: 8108428K/8388068K available (22528K kernel code, 4424K rwdata)'),
    k('rcu: Hierarchical RCU implementation.'),
    k('Console: colour dummy device 80x25'),
    k('printk: legacy console [ttyS0] enabled'),
    k('pci 0000:00:10.0: [1de3:0000] type 00 class 0x010802 PCIe Endpoint'),
    k('virtio-pci 0000:00:08.0: enabling device (0000 -> 0003)'),
    k('nvme nvme0: pci function 0000:00:10.0'),
    k('nvme nvme0: 4/0/0 default/read/poll queues'),
    k(' nvme0n1: p1 p14 p15'),
    k('EXT4-fs (nvme0n1p1): mounted filesystem with ordered data mode. Quota mode: none.'),
    k('systemd[1]: systemd 255.4-1ubuntu8.6 running in system mode (+PAM +AUDIT +SELINUX)'),
    k('systemd[1]: Detected virtualization bhyve.'),
    k(`systemd[1]: Hostname set to <${h}>.`),
    k('systemd[1]: Reached target slices.target - Slice Units.'),
    k('EXT4-fs (nvme0n1p1): re-mounted. Quota mode: none.'),
    k('virtio_net virtio0 enp0s8: renamed from eth0'),
    '         Starting systemd-networkd.service - Network Configuration...',
    '[  OK  ] Started systemd-networkd.service - Network Configuration.',
    '[  OK  ] Reached target network.target - Network.',
    '         Starting cloud-init.service - Cloud-init: Network Stage...',
    `cloud-init[${612 + jitter}]: Cloud-init v. 24.4.1-0ubuntu0~24.04.1 running 'init'.`,
    `cloud-init[${612 + jitter}]: ci-info: | enp0s8 | True | 172.30.0.${5 + (jitter % 200)} | 255.255.255.0 | global |`,
    '[  OK  ] Finished cloud-init.service - Cloud-init: Network Stage.',
    '[  OK  ] Started ssh.service - OpenBSD Secure Shell server.',
    '[  OK  ] Reached target multi-user.target - Multi-User System.',
    `cloud-init[${904 + jitter}]: Cloud-init v. 24.4.1 finished. Datasource DataSourceNoCloud [seed=/dev/nvme1n1]. Up ${(t + 9).toFixed(2)} seconds`,
  ]
  return encoder.encode(`${lines.join('\r\n')}\r\n${loginBanner(h)}`)
}

/** What the console echoes for what was typed: carriage returns become "\r\n". */
function echoBytes(input: Uint8Array): Uint8Array {
  const out: number[] = []
  for (const byte of input) {
    if (byte === 13) out.push(13, 10)
    else out.push(byte)
  }
  return Uint8Array.from(out)
}

/** The largest frame the stream sends; a long history goes out as several frames. */
const FRAME_BYTES = 1024

export type ConsoleSocket = {
  /** sends one binary frame */
  send(bytes: Uint8Array): void
  close(code: number, reason: string): void
}

export type ConsoleStream = { receive(bytes: Uint8Array): void }

/** WebSocket close reasons are limited to 123 bytes. */
const closeReason = (message: string) =>
  encoder.encode(message).length > 123 ? `${message.slice(0, 110)}...` : message

/** The first frames: the last `most_recent` bytes of the log if asked for, else a prompt. */
function greeting(target: ConsoleTarget, mostRecent: string | null): Uint8Array {
  if (mostRecent === null) return encoder.encode(loginBanner(target.hostname))
  const n = Number(mostRecent)
  if (!Number.isInteger(n) || n < 0)
    throw invalidRequest(`unable to parse query string: invalid most_recent "${mostRecent}"`)
  const log = bootLog(target)
  return log.subarray(Math.max(0, log.length - n))
}

async function open(url: URL, headers: Headers, socket: ConsoleSocket): Promise<boolean> {
  try {
    // auth reads a Fetch Request; the scheme does not matter to it
    const req = new Request(new URL(`${url.pathname}${url.search}`, 'http://mock.invalid'), { headers })
    const user = currentUser({ req, cookies: cookiesOf(headers.get('cookie')) })
    const match = STREAM_PATH_RE.exec(url.pathname)
    if (!match) throw invalidRequest('not a serial console stream')
    const instance = decodeURIComponent(match[1])
    const target = consoleTarget(user, instance, url.searchParams.get('project') ?? undefined)
    const first = greeting(target, url.searchParams.get('most_recent'))
    for (let i = 0; i < first.length; i += FRAME_BYTES) socket.send(first.slice(i, i + FRAME_BYTES))
    return true
  } catch (e) {
    // refusals close with 4000 + the status the HTTP API would have answered, and its message
    if (e instanceof Response) {
      const body = (await e.json().catch(() => null)) as { message?: string } | null
      socket.close(4000 + e.status, closeReason(body?.message ?? `error ${e.status}`))
    } else {
      console.error('[mock-api] serial console failed', e)
      socket.close(1011, 'internal error')
    }
    return false
  }
}

/**
 * Starts a console session on a freshly accepted WebSocket. Bytes received before the checks
 * finish are echoed right after the greeting, in order; after a refusal they are dropped.
 */
export function openConsoleStream(url: string | URL, headers: Headers, socket: ConsoleSocket): ConsoleStream {
  const opened = open(new URL(url), headers, socket)
  return {
    receive(bytes) {
      // promise callbacks run in the order they were attached, which keeps the echo in order
      void opened.then((ok) => {
        if (ok && bytes.length > 0) socket.send(echoBytes(bytes))
      })
    },
  }
}
