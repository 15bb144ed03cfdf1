import { describe, expect, it } from 'vitest'
import { messageRows, summary } from './history'

describe('a peer’s BGP message history', () => {
  it('merges sent and received, newest first, with each message said in words', () => {
    const rows = messageRows({
      sent: [
        {
          timestamp: new Date('2025-08-02T10:00:00Z'),
          message: { type: 'notification', value: { errorCode: 'hold_timer_expired', data: [] } },
        },
        {
          timestamp: new Date('2025-08-02T04:00:00Z'),
          message: { type: 'open', value: { asn: 65001, holdTime: 90, id: 167837953 } },
        },
      ],
      received: [
        { timestamp: new Date('2025-08-02T09:58:00Z'), message: { type: 'keep_alive' } },
        {
          timestamp: new Date('2025-08-02T04:00:01Z'),
          message: { type: 'update', value: { withdrawn: [], nlri: ['0.0.0.0/0', '192.0.2.0/24'] } },
        },
      ],
    })
    expect(rows.map((r) => [r.direction, r.type, r.summary])).toEqual([
      ['Sent', 'Notification', 'hold timer expired'],
      ['Received', 'Keepalive', ''],
      ['Received', 'Update', 'announces 0.0.0.0/0, 192.0.2.0/24'],
      ['Sent', 'Open', 'AS65001, hold time 90 s, router ID 10.1.1.1'],
    ])
    expect(rows[0].time).toBe('2025-08-02T10:00:00.000Z')
  })

  it('keeps what it does not know, and has no rows for a shape it cannot read', () => {
    expect(summary('route_refresh', { afi: 1 })).toBe('{"afi":1}')
    expect(summary('update', { withdrawn: ['10.0.0.0/8'], nlri: [] })).toBe('withdraws 10.0.0.0/8')
    expect(messageRows(null)).toEqual([])
    expect(messageRows({ sent: 'x' })).toEqual([])
  })
})
