import { describe, expect, it } from 'vitest'
import { later, latersIn } from './calls'

describe('latersIn', () => {
  it('finds the stand-ins later made, at any depth', () => {
    const disk = later('id of the new disk')
    expect(latersIn({ path: { disk }, body: { items: [{ id: disk }] } })).toEqual([disk, disk])
  })

  it('takes what a user wrote in angle brackets as a value, not as a stand-in', () => {
    expect(latersIn({ body: { description: '<draft>', password: { mode: 'password', value: '<secret>' } } })).toEqual(
      [],
    )
  })
})
