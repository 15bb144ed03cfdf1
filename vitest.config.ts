import { resolve } from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = { '~': resolve(import.meta.dirname, 'src'), '@mock': resolve(import.meta.dirname, 'mock-api') }
const define = { __MOCK__: 'true', __MOCK_DELAY__: 'false' }

// Two projects: UI units in jsdom, and the mock control plane in plain Node.
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        define,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['test/setup-dom.ts'],
          // a test's stubbed globals (fetch) and spies (console) end with it
          unstubGlobals: true,
          restoreMocks: true,
        },
      },
      {
        resolve: { alias },
        define,
        test: {
          name: 'mock-api',
          environment: 'node',
          include: ['mock-api/**/*.test.ts'],
          setupFiles: ['mock-api/test-setup.ts'],
        },
      },
      { test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.ts'] } },
    ],
  },
})
