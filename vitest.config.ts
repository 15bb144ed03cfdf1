import { resolve } from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = { '~': resolve(import.meta.dirname, 'src'), '@mock': resolve(import.meta.dirname, 'mock-api') }
const define = { __MOCK__: 'true', __MOCK_DELAY__: 'false' }

// a test's stubbed globals (fetch) and spies (console) end with it
const undoStubs = { unstubGlobals: true, restoreMocks: true }
const consoleTests = { setupFiles: ['test/setup-dom.ts'], ...undoStubs }

// The console's logic in Node, its components in jsdom, the mock control plane and the
// scripts in Node.
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        define,
        test: {
          name: 'unit',
          // logic runs in Node: jsdom's setup cost ~1 s a file, more than most files' tests;
          // a file that needs a document says so (`// @vitest-environment jsdom`)
          environment: 'node',
          include: ['src/**/*.test.ts'],
          ...consoleTests,
        },
      },
      {
        resolve: { alias },
        define,
        test: { name: 'ui', environment: 'jsdom', include: ['src/**/*.test.tsx'], ...consoleTests },
      },
      {
        resolve: { alias },
        define,
        test: {
          name: 'mock-api',
          environment: 'node',
          include: ['mock-api/**/*.test.ts'],
          // each test starts from the seed (test-setup.ts) and the mock keeps no other state a
          // test changes, so its files share a worker's modules: 147 -> 59 s here, most of it
          // each file loading the handlers and building the seed again
          isolate: false,
          setupFiles: ['mock-api/test-setup.ts'],
          ...undoStubs,
        },
      },
      { test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.ts'] } },
    ],
  },
})
