import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { RowActions } from './Menu'

afterEach(() => vi.restoreAllMocks())

const items = [
  { label: 'View', onSelect: () => {} },
  { label: 'Delete', onSelect: () => {} },
]

/** Animation frames held until the test runs them, as a busy machine would hold them. */
function holdFrames() {
  const frames: FrameRequestCallback[] = []
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb))
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {})
  return () => act(() => frames.splice(0).forEach((cb) => cb(0)))
}

/** A row's menu opened with Enter, its frames held; runs them when told. */
async function openFromKeyboard() {
  const runFrames = holdFrames()
  render(<RowActions label="Actions for key" items={items} />)
  screen.getByRole('button', { name: 'Actions for key' }).focus()
  await userEvent.keyboard('{Enter}')
  await screen.findByRole('menu')
  return runFrames
}

it('a menu opened from the keyboard lands on its first item', async () => {
  const runFrames = await openFromKeyboard()
  runFrames()
  expect(screen.getByRole('menuitem', { name: 'View' })).toHaveFocus()
})

it('an item the user has moved to keeps the focus when the frame comes late', async () => {
  const runFrames = await openFromKeyboard()
  act(() => screen.getByRole('menuitem', { name: 'Delete' }).focus())
  runFrames()
  expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus()
})
