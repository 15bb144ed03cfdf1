import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { UserPicker } from './UserPicker'

const ada = { id: 'u-ada', displayName: 'ada' }
const bob = { id: 'u-bob', displayName: 'bob' }
const grace = { id: 'u-grace', displayName: 'grace' }

const picker = () => screen.getByLabelText<HTMLSelectElement>('User')
const optionTexts = () => [...picker().options].map((o) => o.textContent)

describe('UserPicker', () => {
  it('offers the users by name, the chosen one selected and the signed-in one marked', () => {
    render(<UserPicker users={[bob, ada]} chosen="u-bob" user={bob} me="u-ada" onPick={() => {}} />)
    expect(optionTexts()).toEqual(['ada (you)', 'bob'])
    expect(picker().selectedOptions[0].textContent).toBe('bob')
  })

  it('shows a chosen user the choices do not hold yet as chosen, by name, not the first of the others', () => {
    render(<UserPicker users={[bob, ada]} chosen="u-grace" user={grace} me="u-ada" onPick={() => {}} />)
    expect(picker().value).toBe('u-grace')
    expect(picker().selectedOptions[0].textContent).toBe('grace')
    expect(optionTexts()).toEqual(['grace', 'ada (you)', 'bob'])
  })

  it('names a chosen user nobody knows by their id, and the signed-in user past the first page as "you"', () => {
    const { unmount } = render(
      <UserPicker users={[bob]} chosen="u-gone" user={undefined} me="u-ada" onPick={() => {}} />,
    )
    expect(picker().selectedOptions[0].textContent).toBe('u-gone')
    unmount()
    render(<UserPicker users={[bob]} chosen="u-ada" user={ada} me="u-ada" onPick={() => {}} />)
    expect(picker().selectedOptions[0].textContent).toBe('ada (you)')
  })

  it('hands over the id of the user picked', () => {
    const onPick = vi.fn()
    render(<UserPicker users={[bob, ada]} chosen="u-ada" user={ada} me="u-ada" onPick={onPick} />)
    fireEvent.change(picker(), { target: { value: 'u-bob' } })
    expect(onPick).toHaveBeenCalledWith('u-bob')
  })
})
