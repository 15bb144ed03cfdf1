// npm run preview: build the demo bundle (in-browser mock, 200-400 ms delay) and serve it.
import { spawnSync } from 'node:child_process'

const port = process.env.PORT ?? '4173'
const run = (args) => {
  const { status } = spawnSync('npx', args, { stdio: 'inherit' })
  if (status !== 0) process.exit(status ?? 1)
}
run(['vite', 'build', '--mode', 'demo'])
run(['vite', 'preview', '--mode', 'demo', '--host', '127.0.0.1', '--port', port, '--strictPort'])
