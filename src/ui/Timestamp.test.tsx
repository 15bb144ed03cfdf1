import { act, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { dateZone } from '~/preferences/dateZone'
import { Timestamp } from './Timestamp'

afterEach(() => act(() => dateZone.set('local')))

const date = new Date('2025-08-01T14:00:01Z')

it('reads in the zone the user chose and follows a change; the markup keeps the ISO instant', () => {
  render(<Timestamp date={date} />)
  const time = screen.getByText(/^Aug 1, 2025/)
  expect(time.tagName).toBe('TIME')
  expect(time).toHaveAttribute('datetime', '2025-08-01T14:00:01.000Z')
  expect(time).not.toHaveTextContent('UTC')
  act(() => dateZone.set('utc'))
  expect(time).toHaveTextContent('Aug 1, 2025, 14:00 UTC')
})

it('inside a link, gives the ISO instant as its title and takes no focus of its own', () => {
  act(() => dateZone.set('utc'))
  render(<Timestamp date={date} withSeconds inside />)
  const time = screen.getByText('Aug 1, 2025, 14:00:01 UTC')
  expect(time).toHaveAttribute('title', '2025-08-01T14:00:01.000Z')
  expect(time).not.toHaveAttribute('tabindex')
})
