import { describe, expect, it } from 'vitest'
import type { Instance, InstanceState } from '~/api/__generated__/Api'
import { eachCase } from '../../../test/cases'
import { search } from './search'
import { instanceEntries, type Entry, type Kind } from './sources'

const entry = (kind: Kind, name: string): Entry => ({ kind, name, to: `/${name}` })
const shown = (entries: Entry[], query: string, perGroup?: number) =>
  search(entries, query, perGroup).map((g) => [g.heading, g.results.map((r) => r.entry.name)])

describe('the palette’s results', () => {
  const entries = [
    entry('disk', 'db-data'),
    entry('instance', 'db-primary'),
    entry('disk', 'db-wal'),
    entry('vpc', 'backend'),
    entry('instance', 'web-server-1'),
  ]

  it('groups the matches by kind, the group with the best match first', () => {
    expect(shown(entries, 'dbp')).toEqual([['Instances', ['db-primary']]])
    expect(shown(entries, 'data')).toEqual([['Disks', ['db-data']]])
    // all three start with "db": the shortest name is the closest match
    expect(shown(entries, 'db')).toEqual([
      ['Disks', ['db-wal', 'db-data']],
      ['Instances', ['db-primary']],
    ])
  })

  it('keeps the kinds’ order when nothing is typed, and a few of each', () => {
    expect(shown(entries, '', 1)).toEqual([
      ['Instances', ['db-primary']],
      ['Disks', ['db-data']],
      ['VPCs', ['backend']],
    ])
  })

  it('finds nothing when nothing matches', () => {
    expect(shown(entries, 'zzz')).toEqual([])
  })
})

describe('what an instance offers, by its state (the rules of the instances’ menus)', () => {
  const offered = (runState: InstanceState) =>
    instanceEntries('demo-project', { name: 'vm', runState } as Instance).map((e) => e.name)
  eachCase(offered, [
    ['running', ['vm', 'Stop instance vm', 'Open serial console of vm']],
    ['stopped', ['vm', 'Start instance vm']],
    ['failed', ['vm', 'Start instance vm', 'Stop instance vm']],
    ['starting', ['vm', 'Stop instance vm']],
    ['stopping', ['vm']],
  ])
})
