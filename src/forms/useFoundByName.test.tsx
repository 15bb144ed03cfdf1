import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useFoundByName } from './pickByName'

const listed = [{ id: '5ca1e5a0-0000-4000-8000-000000000001', name: 'snap-00001' }]
const far = { id: '5ca1e5a0-0000-4000-8000-0000000005dc', name: 'snap-01500' }

describe('what by-name fields found', () => {
  it('turns a listed id, or a name found, into the item and its id', () => {
    const { result } = renderHook(() => useFoundByName<{ id: string; name: string }>())
    expect(result.current.resolve(far.name, listed)).toBeUndefined()
    act(() => result.current.remember(far))
    expect(result.current.resolve(far.name, listed)).toBe(far)
    expect(result.current.resolve(listed[0].id, listed)).toBe(listed[0])
    expect(result.current.idOf(far.name)).toBe(far.id)
    // an id chosen from the list, or a name not found, is left as it is
    expect(result.current.idOf(listed[0].id)).toBe(listed[0].id)
    expect(result.current.idOf('snap-09999')).toBe('snap-09999')
  })

  it('draws the form again when it finds an item, with the same functions', () => {
    let renders = 0
    const { result } = renderHook(() => {
      renders++
      return useFoundByName<{ id: string; name: string }>()
    })
    const first = result.current
    act(() => result.current.remember(far))
    expect(renders).toBe(2)
    expect(result.current).toBe(first)
  })
})
