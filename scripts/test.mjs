// npm test: every check in order; stops at the first failure with a non-zero exit.
import { spawnSync } from 'node:child_process'

const steps = [
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  // exports, files and dependencies nothing uses
  ['unused code', 'npx', ['knip']],
  ['unit and mock-API tests', 'npx', ['vitest', 'run']],
  ['production build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  ['test build (in-browser mock, no delay)', 'npx', ['vite', 'build', '--mode', 'test', '--logLevel', 'warn']],
  ['entry chunk', 'node', ['scripts/check-entry.mjs']],
  ['browser tests', 'npx', ['playwright', 'test']],
]

const only = process.argv.slice(2)
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue
  const started = Date.now()
  console.log(`\n=== ${name}`)
  const { status } = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } })
  console.log(`=== ${name}: ${status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  if (status !== 0) process.exit(status ?? 1)
}
