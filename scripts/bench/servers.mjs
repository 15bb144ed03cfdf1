// The servers a bench run needs, each in its own process group: `npx` leaves its child
// running when only npx is killed, and an open pipe would then keep the bench alive after
// it has printed its figures. Every group started is killed on the way out, whatever
// happened (a crash, Ctrl-C, a failed figure).
import { spawn } from 'node:child_process'

const started = new Set()

function killGroup(child) {
  if (child.exitCode !== null || child.signalCode !== null) return
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    // already gone
  }
}

export function stopServers() {
  for (const child of started) killGroup(child)
  started.clear()
}

process.on('exit', stopServers)
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => {
    stopServers()
    process.exit(130)
  })

/** Polls `url` until it answers (any status), or fails when the process exits first. */
async function whenAnswering(url, child, name, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before answering`)
    try {
      await fetch(url)
      return
    } catch {
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`)
}

/**
 * Starts `command args` with `env` added, and resolves once `readyUrl` answers. Its output
 * is dropped unless it fails to start (then the last lines are in the error).
 */
export async function startServer(name, command, args, { env = {}, readyUrl }) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  started.add(child)
  let tail = ''
  const keep = (d) => (tail = (tail + d).slice(-2000))
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  try {
    await whenAnswering(readyUrl, child, name)
  } catch (e) {
    throw new Error(`${e.message}\n${tail}`, { cause: e })
  }
  return child
}

/** `vite preview` of a built mode on `port`. */
export const startPreview = (mode, port, env = {}) =>
  startServer(
    `vite preview (${mode})`,
    'npx',
    ['vite', 'preview', '--mode', mode, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { env, readyUrl: `http://127.0.0.1:${port}/index.html` },
  )
