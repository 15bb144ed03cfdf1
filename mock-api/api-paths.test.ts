import { describe, expect, it } from 'vitest'
import { isApiPathname } from './api-paths'

const API = ['/v1', '/v1/projects', '/login/my-silo/local', '/logout', '/device/auth', '/experimental/v1/x']
const NOT_API = ['/', '/projects', '/v1beta', '/assets/index.js', '/loginx', '/mockServiceWorker.js']

describe('isApiPathname', () => {
  it("takes the API's prefixes at a segment boundary", () => {
    for (const path of API) expect(isApiPathname(path), path).toBe(true)
    for (const path of NOT_API) expect(isApiPathname(path), path).toBe(false)
  })
})
