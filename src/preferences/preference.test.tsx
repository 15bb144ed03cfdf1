import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { preference } from './preference'

afterEach(() => localStorage.clear())

describe('preference', () => {
  it('starts from what was stored, or the default when nothing or something unknown was', () => {
    localStorage.setItem('p-stored', 'b')
    localStorage.setItem('p-unknown', 'z')
    expect(preference('p-stored', ['a', 'b']).get()).toBe('b')
    expect(preference('p-unknown', ['a', 'b']).get()).toBe('a')
    expect(preference('p-none', ['a', 'b']).get()).toBe('a')
  })

  it('keeps the default when storage refuses to be read, and a choice for the visit when written', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    const pref = preference('p-denied', ['a', 'b'])
    expect(pref.get()).toBe('a')
    pref.set('b')
    expect(pref.get()).toBe('b')
  })

  it('applies the value at once and on each change, and renders its users again', () => {
    const applied: string[] = []
    const pref = preference('p-live', ['a', 'b'], (v) => applied.push(v))
    function Shown() {
      return <span>{pref.use()}</span>
    }
    render(<Shown />)
    expect(screen.getByText('a')).toBeInTheDocument()
    act(() => pref.set('b'))
    expect(screen.getByText('b')).toBeInTheDocument()
    expect(applied).toEqual(['a', 'b'])
    expect(localStorage.getItem('p-live')).toBe('b')
  })
})
