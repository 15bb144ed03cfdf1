import { describe, expect, it } from 'vitest'
import { durationText, uptimeText } from './peers'

describe('how long a peer has been in its state', () => {
  it.each([
    [0, 'less than a second'],
    [999, 'less than a second'],
    [1000, '1 second'],
    [61_000, '1 minute, 1 second'],
    [3_600_000, '1 hour'],
    [3_660_000, '1 hour, 1 minute'],
    // two units only: the seconds of a session up for days say nothing
    [2 * 86_400_000 + 5 * 3_600_000 + 59_000, '2 days, 5 hours'],
    [86_400_000 + 59_000, '1 day'],
  ])('%i ms: %s', (ms, text) => {
    expect(durationText(ms)).toBe(text)
  })

  it('says up for an established session and down for any other state', () => {
    expect(uptimeText('established', 90_000)).toBe('Up for 1 minute, 30 seconds')
    expect(uptimeText('active', 3000)).toBe('Down for 3 seconds')
  })
})
