import { afterEach } from 'vitest'

// Logic tests run in Node, where there is no page to clean up: Testing Library (which loads
// React's DOM renderer, ~0.2 s a file) only comes in for a file that has a document.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest')
  const { cleanup } = await import('@testing-library/react')
  // vitest runs without globals, so Testing Library cannot register its own cleanup
  afterEach(cleanup)
}

// jsdom has no media queries; answer as a browser whose system asks for nothing (light)
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}
