import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { ActivityButton } from './ActivityButton'
import { activities } from './store'

const show = () => {
  const router = createMemoryRouter([{ path: '*', element: <ActivityButton /> }])
  return render(<RouterProvider router={router} />)
}

describe('the Activity button', () => {
  beforeEach(() => act(() => activities.get().forEach((a) => activities.finish(a.id, 'done'))))
  beforeEach(() => act(() => activities.clearFinished()))

  it('names the number running and shows it as a badge', () => {
    show()
    const button = screen.getByRole('button', { name: 'Activity' })
    let id = ''
    act(() => void (id = activities.start({ kind: 'bulk', title: 'Delete 2 disks' })))
    act(() => void activities.start({ kind: 'download', title: 'Download a.zip' }))
    expect(button).toHaveAccessibleName('Activity, 2 running')
    expect(button).toHaveTextContent('Activity2')
    act(() => activities.finish(id, 'done'))
    expect(button).toHaveAccessibleName('Activity, 1 running')
  })

  it('opens its panel, newest first with status in words, and Escape closes it back to the button', async () => {
    const user = userEvent.setup()
    show()
    let upload = ''
    act(() => void activities.start({ kind: 'bulk', title: 'Delete 2 disks', to: '/projects/p/disks' }))
    act(() => void (upload = activities.start({ kind: 'upload', title: 'Upload a.iso', progress: 0.4 })))
    act(() => activities.update(upload, { detail: '4 MiB of 10 MiB' }))
    await user.click(screen.getByRole('button', { name: /^Activity/ }))
    const panel = await screen.findByRole('dialog', { name: 'Activity' })
    expect(panel).toHaveFocus()
    const items = screen.getAllByRole('listitem')
    expect(items.map((li) => li.getAttribute('aria-label'))).toEqual([
      'Upload a.iso: Running',
      'Delete 2 disks: Running',
    ])
    expect(items[0]).toHaveTextContent('4 MiB of 10 MiB')
    expect(screen.getByRole('progressbar', { name: 'Upload a.iso progress' })).toHaveAttribute('value', '40')
    expect(screen.getByRole('link', { name: 'Delete 2 disks' })).toHaveAttribute('href', '/projects/p/disks')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: /^Activity/ })).toHaveFocus()
  })

  it('Clear finished leaves what runs', async () => {
    const user = userEvent.setup()
    show()
    act(() => void activities.start({ kind: 'bulk', title: 'still going' }))
    act(() => activities.finish(activities.start({ kind: 'bulk', title: 'over' }), 'failed', 'no'))
    await user.click(screen.getByRole('button', { name: /^Activity/ }))
    await user.click(await screen.findByRole('button', { name: 'Clear finished' }))
    expect(screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['still going: Running'])
    expect(screen.getByRole('button', { name: 'Clear finished' })).toBeDisabled()
  })
})
