import { defineConfig } from '@playwright/test'
import chromium from './scripts/chromium.json' with { type: 'json' }

const PORT = Number(process.env.E2E_PORT ?? 4199)
/** the production bundle, proxied to the mock's Node server as if it were a rack */
export const REMOTE_PORT = PORT - 1
/** the mock's Node server behind it; follows E2E_PORT so that runs on other ports never collide */
const MOCK_SERVER_PORT = PORT + 8100

export default defineConfig({
  testDir: '.',
  testMatch: ['src/**/*.e2e.ts', 'test/e2e/**/*.e2e.ts'],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // the longest flows take 10-15 s on a quiet machine; a machine three times slower (seen:
  // the suite took 42 min instead of 12) needs room, which a passing test never uses
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    // the console follows the system's theme; the suite was written against the dark one, and
    // src/preferences/themes.e2e.ts scans each kind of page in both
    colorScheme: 'dark',
    // the same browser and flags as `npm run bench` (scripts/bench/browser.mjs)
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium.path,
      args: chromium.args,
    },
    // Off: a trace records the page's DOM and a screencast at every step of every test, kept
    // or not, and nearly doubled the suite's time here (22 tests: 163 s traced, 89 s not). To
    // look into a failure, run it again with `npx playwright test <file> --trace on`.
    trace: 'off',
  },
  webServer: [
    {
      // the test bundle: in-browser mock, no mock delay (built by scripts/test.mjs)
      command: `npx vite preview --mode test --port ${PORT} --strictPort`,
      url: `http://127.0.0.1:${PORT}/projects`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npx tsx mock-api/server.ts',
      env: { PORT: String(MOCK_SERVER_PORT) },
      url: `http://127.0.0.1:${MOCK_SERVER_PORT}/v1/ping`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx vite preview --port ${REMOTE_PORT} --strictPort`,
      env: { API_MODE: 'remote', API_HOST: `http://127.0.0.1:${MOCK_SERVER_PORT}` },
      url: `http://127.0.0.1:${REMOTE_PORT}/index.html`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
})
