import { describe, expect, it } from 'vitest'
import type { AuditLogEntry, AuditLogEntryActor } from '~/api/__generated__/Api'
import { OWN_READS_AT_MOST, restReads, siloReads } from './actorNames'
import { actorsBySilo } from './queries'

const by = (actor: AuditLogEntryActor) => ({ actor }) as AuditLogEntry
const user = (siloId: string, siloUserId: string) => by({ kind: 'silo_user', siloId, siloUserId })
const named = (...ids: string[]) => ids.map((id) => ({ id, displayName: `name of ${id}` }))
const keys = (reads: { queryKey: readonly unknown[] }[]) => reads.map((r) => JSON.stringify(r.queryKey))

describe('actorsBySilo', () => {
  it("holds each silo's users once, and no one who is not a silo's user", () => {
    const entries = [
      user('s-1', 'u-1'),
      by({ kind: 'user_builtin', userBuiltinId: 'b-1' }),
      user('s-2', 'u-2'),
      user('s-1', 'u-3'),
      by({ kind: 'unauthenticated' }),
      user('s-1', 'u-1'),
    ]
    expect(actorsBySilo(entries)).toEqual(
      new Map([
        ['s-1', new Set(['u-1', 'u-3'])],
        ['s-2', new Set(['u-2'])],
      ]),
    )
  })

  it('asks no silo for users when no entry is a silo user’s', () => {
    expect(actorsBySilo([by({ kind: 'unauthenticated' })]).size).toBe(0)
  })
})

describe('restReads', () => {
  const ids = new Set(['u-1', 'u-2', 'u-3'])

  it('reads nothing before the first page is in, or when it is the whole list', () => {
    expect(restReads('s-1', ids, undefined)).toEqual([])
    expect(restReads('s-1', ids, { items: named('u-1'), nextPage: null })).toEqual([])
  })

  it('reads on its own each user a first page with more after it leaves out', () => {
    const reads = restReads('s-1', ids, { items: named('u-2', 'u-9'), nextPage: 'token' })
    expect(keys(reads)).toEqual([
      JSON.stringify(['siloUserView', { path: { userId: 'u-1' }, query: { silo: 's-1' } }]),
      JSON.stringify(['siloUserView', { path: { userId: 'u-3' }, query: { silo: 's-1' } }]),
    ])
    expect(restReads('s-1', new Set(['u-2']), { items: named('u-2'), nextPage: 'token' })).toEqual([])
  })

  it('reads every page of the silo’s users when more are missing than one round trip of reads holds', () => {
    const many = new Set(Array.from({ length: OWN_READS_AT_MOST + 1 }, (_, i) => `u-${i}`))
    const reads = restReads('s-1', many, { items: named('x'), nextPage: 'token' })
    expect(keys(reads)).toEqual([JSON.stringify(['siloUserList', { query: { silo: 's-1' } }, 'every-page'])])
    // at the bound, each is still read on its own
    const atBound = new Set([...many].slice(1))
    expect(restReads('s-1', atBound, { items: named('x'), nextPage: 'token' })).toHaveLength(OWN_READS_AT_MOST)
  })
})

describe('siloReads', () => {
  const silos = (...ids: string[]) => ids.map((id) => ({ id, name: `name of ${id}` }))

  it('reads nothing before the first page of silos is in, or when it is the whole list', () => {
    expect(siloReads(['s-1'], undefined)).toEqual([])
    expect(siloReads(['s-1'], { items: silos('s-2'), nextPage: null })).toEqual([])
  })

  it('reads on its own, by id, each silo a first page with more after it leaves out', () => {
    const reads = siloReads(['s-1', 's-2', 's-3'], { items: silos('s-2'), nextPage: 'token' })
    expect(keys(reads)).toEqual([
      JSON.stringify(['siloView', { path: { silo: 's-1' } }]),
      JSON.stringify(['siloView', { path: { silo: 's-3' } }]),
    ])
  })

  it('reads every page of the silos when more are missing than one round trip of reads holds', () => {
    const many = Array.from({ length: OWN_READS_AT_MOST + 1 }, (_, i) => `s-${i}`)
    expect(keys(siloReads(many, { items: silos('x'), nextPage: 'token' }))).toEqual([
      JSON.stringify(['siloList', {}, 'every-page']),
    ])
    expect(siloReads(many.slice(1), { items: silos('x'), nextPage: 'token' })).toHaveLength(OWN_READS_AT_MOST)
  })
})
