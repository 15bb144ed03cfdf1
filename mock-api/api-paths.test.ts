import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { isApiPathname } from './api-paths.mjs'

const API = ['/v1', '/v1/projects', '/login/my-silo/local', '/logout', '/device/auth', '/experimental/v1/x']
const NOT_API = ['/', '/projects', '/v1beta', '/assets/index.js', '/loginx', '/mockServiceWorker.js']

// the copy scripts/gen-api.mjs writes into the mock's service worker, run on its own
function workersRule(): (pathname: string) => boolean {
  const worker = readFileSync(new URL('./public/mockServiceWorker.js', import.meta.url), 'utf8')
  expect(worker).toContain('if (!isApiPathname(new URL(event.request.url).pathname)) {')
  const source = worker.slice(worker.indexOf('function isApiPathname('))
  return new Function(`${source}\nreturn isApiPathname`)()
}

describe('isApiPathname', () => {
  it("takes the API's prefixes at a segment boundary", () => {
    for (const path of API) expect(isApiPathname(path), path).toBe(true)
    for (const path of NOT_API) expect(isApiPathname(path), path).toBe(false)
  })

  it("is the rule the mock's service worker applies", () => {
    const rule = workersRule()
    for (const path of [...API, ...NOT_API]) expect(rule(path), path).toBe(isApiPathname(path))
  })
})
