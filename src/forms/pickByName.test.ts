import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '~/api/errors'
import { pickByName } from './pickByName'

type Disk = { name: string; state: string }

// what the lookup reads, as the API would answer each name
const answers: Record<string, Disk | Error> = {
  'disk-01001': { name: 'disk-01001', state: 'detached' },
  'disk-01002': { name: 'disk-01002', state: 'faulted' },
  'disk-01003': new ApiError({ message: 'Service unavailable', statusCode: 503 }),
}
const lookup = async (name: string) => {
  const answer = answers[name] ?? new ApiError({ message: `not found: disk with name "${name}"`, statusCode: 404 })
  if (answer instanceof Error) throw answer
  return answer
}
const refuse = (d: Disk) => (d.state === 'detached' ? undefined : `${d.name} is ${d.state}`)
const pick = pickByName({ nextPage: 'next' }, 'disk', lookup, refuse)!

describe('choosing past a list’s first page by name', () => {
  it('is only offered when the list has more than was read', () => {
    expect(pickByName({ nextPage: null }, 'disk', lookup, refuse)).toBeUndefined()
    expect(pickByName(undefined, 'disk', lookup, refuse)).toBeUndefined()
    expect(pick.noun).toBe('disk')
  })

  it('takes a name the lookup finds and the rule allows', async () => {
    expect(await pick.check('disk-01001', 'Disk name')).toBeUndefined()
  })

  it('says why a found item cannot be chosen, that a name is no item, or that the lookup failed', async () => {
    expect(await pick.check('disk-01002', 'Disk name')).toBe('disk-01002 is faulted')
    expect(await pick.check('disk-09999', 'Disk name')).toBe('There is no disk named disk-09999')
    expect(await pick.check('disk-01003', 'Disk name')).toBe('Could not look up disk disk-01003: Service unavailable')
  })

  it('refuses what cannot be a name before asking the API', async () => {
    expect(await pick.check('Disk 1', 'Disk name')).toBe('Must start with a lowercase letter')
    // named after the field it was typed in
    expect(await pick.check('', 'Disk 2 name')).toBe('Disk 2 name is required')
  })

  it('hands an item it takes, and only such, to what keeps the found ones', async () => {
    const found = { remember: vi.fn() }
    const keeping = pickByName({ nextPage: 'next' }, 'disk', lookup, refuse, found)!
    await keeping.check('disk-01002', 'Disk name')
    expect(found.remember).not.toHaveBeenCalled()
    await keeping.check('disk-01001', 'Disk name')
    expect(found.remember).toHaveBeenCalledWith({ name: 'disk-01001', state: 'detached' })
  })
})
