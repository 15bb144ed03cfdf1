import { describe, expect, it } from 'vitest'
import { eachCase } from '../../test/cases'
import { safeRedirect } from './redirect'

describe('redirect_uri after sign-in', () => {
  describe('follows a same-origin path', () => {
    eachCase(safeRedirect, [
      ['/projects/p1/instances?page=2', '/projects/p1/instances?page=2'],
      ['/projects/p1/instances?page=2#disks', '/projects/p1/instances?page=2#disks'],
      // encoded characters stay encoded: the page gets the same path it was given
      ['/projects/a%20b/disks?q=%2Fx%26y', '/projects/a%20b/disks?q=%2Fx%26y'],
      ['/settings/./profile', '/settings/profile'],
      ['/projects/p1/../p2', '/projects/p2'],
    ])
  })

  it.each([
    'https://evil.example/projects',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'projects',
    '',
    null,
    // paths that only become protocol-relative once their dot segments are resolved
    '/.//evil.example/x',
    '/%2e//evil.example',
    '/x/..//evil.example',
    '/./\\evil.example',
  ])('refuses %j and goes to /projects', (uri) => {
    expect(safeRedirect(uri)).toBe('/projects')
  })
})
