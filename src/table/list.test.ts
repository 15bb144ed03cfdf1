import { describe, expect, it } from 'vitest'
import { apiq } from '~/api/client'
import { routeParams } from '~/params'
import { readsOf } from '~/routing'
import { loadTogether } from '~/routing'
import { defineList, pageQuery } from './list'

const disks = defineList({
  noun: 'disk',
  operation: 'diskList',
  params: ({ project }) => ({ query: { project } }),
  needs: ({ project }) => [apiq('projectView', { path: { project } })],
  wants: ({ project }) => [apiq('snapshotList', { query: { project, limit: 1000 } })],
})
const p1 = routeParams({ project: 'p1' })
const keysRead = (loader: unknown, search: string) =>
  readsOf(loader)!(p1, new URLSearchParams(search)).map((q) => q.queryKey)

describe("a list's loader says what it reads (for reading a page ahead of its click)", () => {
  it('the page the URL names, what the page needs, and what makes its rows nicer', () => {
    expect(keysRead(disks.loader, 'page=token2&limit=10')).toEqual([
      ['diskList', { query: { project: 'p1', limit: 10, pageToken: 'token2' } }],
      ['projectView', { path: { project: 'p1' } }],
      ['snapshotList', { query: { project: 'p1', limit: 1000 } }],
    ])
  })

  it('nothing for a sorted or filtered view, whose code decides what it reads', () => {
    expect(keysRead(disks.loader, 'sort=name')).toEqual([])
  })

  it("a page of several lists: each list's reads", () => {
    const snapshots = defineList({
      noun: 'snapshot',
      operation: 'snapshotList',
      pageKey: 'snapshots',
      params: ({ project }) => ({ query: { project } }),
    })
    expect(keysRead(loadTogether(disks.loader, snapshots.loader), 'snapshots-page=t3')).toEqual([
      ['diskList', { query: { project: 'p1', limit: 50 } }],
      ['projectView', { path: { project: 'p1' } }],
      ['snapshotList', { query: { project: 'p1', limit: 1000 } }],
      ['snapshotList', { query: { project: 'p1', limit: 50, pageToken: 't3' } }],
    ])
  })
})

describe('a page of a list read in an order of its own (support bundles: newest first)', () => {
  const newestFirst = { query: { sortBy: 'time_and_id_descending' as const } }

  it('keeps that order where no view asks the API for another', () => {
    expect(pageQuery('supportBundleList', newestFirst, { limit: 50, sortBy: undefined }).queryKey).toStrictEqual([
      'supportBundleList',
      { query: { sortBy: 'time_and_id_descending', limit: 50 } },
    ])
  })

  it('takes the order a view asks the API for', () => {
    expect(
      pageQuery('diskList', { query: { project: 'p1' } }, { limit: 10, sortBy: 'name_descending' }).queryKey,
    ).toStrictEqual(['diskList', { query: { project: 'p1', limit: 10, sortBy: 'name_descending' } }])
  })
})
