// The Content-Security-Policy the production bundle is served with, defined once: the
// preview server sends it (vite.config.ts) and a browser test checks that every page runs
// under it without a single refusal (test/e2e/csp.e2e.ts). README.md ("Deploying the
// production bundle") gives the reason for each directive to whoever serves `dist/`.
const directives: [name: string, sources: string[]][] = [
  ['default-src', ["'self'"]],
  // the bundle's own modules only: no inline script, no eval, no other origin
  ['script-src', ["'self'"]],
  // stylesheets come from the bundle's files, and no element may carry a style attribute...
  ['style-src', ["'self'"]],
  // ...but two libraries write <style> elements whose text is computed at run time, so no
  // hash can name them: xterm.js (the serial console's colours, cell size and scrollbar)
  // and the component library's scroll lock under modal dialogs and menus (the scrollbar
  // width it makes up for)
  ['style-src-elem', ["'self'", "'unsafe-inline'"]],
  // the API and the serial console's websocket, on the console's own origin
  ['connect-src', ["'self'"]],
  ['img-src', ["'self'"]],
  ['object-src', ["'none'"]],
  ['base-uri', ["'none'"]],
  // every form is sent by script; none is ever submitted as a page navigation
  ['form-action', ["'none'"]],
  ['frame-ancestors', ["'none'"]],
]

export const CONTENT_SECURITY_POLICY = directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ')
