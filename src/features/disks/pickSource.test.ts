import { beforeEach, describe, expect, it, vi } from 'vitest'
import { callApi } from '~/api/client'
import { ApiError } from '~/api/errors'
import { moreImagesFor, moreSnapshotsFor } from './pickSource'

vi.mock('~/api/client', () => ({ callApi: vi.fn() }))
const call = vi.mocked(callApi)
const notFound = () => new ApiError({ message: 'not found', statusCode: 404 })

const more = { nextPage: 'next' }
const found = { remember: vi.fn() }
beforeEach(() => found.remember.mockReset())

describe('a snapshot past the first page, by name', () => {
  it('is offered only when the list has more', () => {
    expect(moreSnapshotsFor('p', { nextPage: null }, found)).toBeUndefined()
  })

  it('is looked up in the project and kept when it is ready', async () => {
    const snap = { id: 's1', name: 'snap-01500', state: 'ready', size: 1 }
    call.mockResolvedValueOnce(snap)
    expect(await moreSnapshotsFor('p', more, found)!.check('snap-01500', 'Snapshot name')).toBeUndefined()
    expect(call).toHaveBeenLastCalledWith('snapshotView', { path: { snapshot: 'snap-01500' }, query: { project: 'p' } })
    expect(found.remember).toHaveBeenCalledWith(snap)
  })

  it('is refused, and not kept, when it is not ready', async () => {
    call.mockResolvedValueOnce({ id: 's2', name: 'snap-01501', state: 'creating', size: 1 })
    expect(await moreSnapshotsFor('p', more, found)!.check('snap-01501', 'Snapshot name')).toBe(
      'snap-01501 is creating: only a ready snapshot can make a disk',
    )
    expect(found.remember).not.toHaveBeenCalled()
  })
})

describe('an image past the first page, by name', () => {
  it('is offered when any of the lists it picks from has more', () => {
    expect(moreImagesFor('p', 'both', [{ nextPage: null }, undefined], found)).toBeUndefined()
    expect(moreImagesFor('p', 'both', [{ nextPage: null }, more], found)).toBeDefined()
  })

  it("is the project's image of that name, else the silo's, where both are offered", async () => {
    const silo = { id: 'i1', name: 'debian', size: 1 }
    call.mockRejectedValueOnce(notFound()).mockResolvedValueOnce(silo)
    expect(await moreImagesFor('p', 'both', [more], found)!.check('debian', 'Image name')).toBeUndefined()
    expect(call.mock.calls.slice(-2)).toEqual([
      ['imageView', { path: { image: 'debian' }, query: { project: 'p' } }],
      ['imageView', { path: { image: 'debian' } }],
    ])
    expect(found.remember).toHaveBeenCalledWith(silo)
  })

  it("is looked up in the silo's images alone, or the project's alone, as the picker offers", async () => {
    call.mockRejectedValueOnce(notFound())
    expect(await moreImagesFor('p', 'silo', [more], found)!.check('arch', 'Image name')).toBe(
      'There is no image named arch',
    )
    expect(call).toHaveBeenLastCalledWith('imageView', { path: { image: 'arch' } })
    call.mockRejectedValueOnce(notFound())
    await moreImagesFor('p', 'project', [more], found)!.check('arch', 'Image name')
    expect(call).toHaveBeenLastCalledWith('imageView', { path: { image: 'arch' }, query: { project: 'p' } })
  })

  it('says so when the lookup fails for another reason than a missing image', async () => {
    call.mockRejectedValueOnce(new ApiError({ message: 'Service unavailable', statusCode: 503 }))
    expect(await moreImagesFor('p', 'both', [more], found)!.check('arch', 'Image name')).toBe(
      'Could not look up image arch: Service unavailable',
    )
  })
})
