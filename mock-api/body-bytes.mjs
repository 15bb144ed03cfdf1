// Plain JavaScript, as scripts/gen-api.mjs (run by Node as it is) and the build's patch of msw
// (scripts/msw-page-patch.ts) both read it.

/**
 * The key, for `Symbol.for`, under which a JSON answer of the mock (`json` of the generated
 * shell) keeps the bytes it was made from, so that msw's page side hands the service worker
 * those bytes whole instead of the answer's body stream (scripts/msw-page-patch.ts says why).
 */
export const BODY_BYTES_KEY = 'mock-api.body-bytes'
