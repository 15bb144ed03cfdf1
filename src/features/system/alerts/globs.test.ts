import { describe, expect, it } from 'vitest'
import { classesMatching, subscriptionError, suggestedGlobs } from './globs'

const names = [
  'hardware.sled.added',
  'hardware.sled.expunged',
  'hardware.physical_disk.added',
  'software.update.started',
  'software.update.failed',
  'support_bundle.collected',
]
const classes = names.map((name) => ({ name }))

describe('subscription globs', () => {
  it('says why a typed subscription is not a pattern', () => {
    expect(subscriptionError('hardware.sled.*')).toBeUndefined()
    expect(subscriptionError('**')).toBeUndefined()
    expect(subscriptionError('')).toBe('Enter an alert class or a pattern')
    expect(subscriptionError('hardware sled')).toMatch(/separated by dots/)
    expect(subscriptionError('hardware..sled')).toMatch(/separated by dots/)
    expect(subscriptionError('hard*')).toMatch(/separated by dots/)
  })

  it('matches * to one segment and ** to one or more', () => {
    const reach = (glob: string) => classesMatching(glob, classes).map((c) => c.name)
    expect(reach('hardware.*')).toEqual([])
    expect(reach('hardware.sled.*')).toEqual(['hardware.sled.added', 'hardware.sled.expunged'])
    expect(reach('hardware.**')).toHaveLength(3)
    expect(reach('*.*.added')).toEqual(['hardware.sled.added', 'hardware.physical_disk.added'])
    expect(reach('**')).toHaveLength(6)
  })

  it('offers the patterns that group classes, the narrowest of equals, none for one class', () => {
    expect(suggestedGlobs(names)).toEqual(['**', 'hardware.**', 'hardware.sled.*', 'software.update.*'])
  })
})
