import { describe, expect, it } from 'vitest'
import { safeRedirect } from './redirect'

describe('redirect_uri after sign-in', () => {
  it('follows same-origin relative paths, with their query', () => {
    expect(safeRedirect('/projects/p1/instances?page=2')).toBe('/projects/p1/instances?page=2')
  })

  it.each([
    'https://evil.example/projects',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'projects',
    '',
    null,
  ])('refuses %j and goes to /projects', (uri) => {
    expect(safeRedirect(uri)).toBe('/projects')
  })
})
