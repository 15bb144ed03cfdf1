import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ConsoleStatusLine, statusText } from './ConsoleStatusLine'

describe('statusText', () => {
  it('says where the connection stands in words', () => {
    expect(statusText({ state: 'connecting' }, 'running')).toBe('Connecting…')
    expect(statusText({ state: 'connected' }, 'running')).toBe('Connected')
    expect(statusText({ state: 'closed', reason: 'Action not authorized' }, 'running')).toBe(
      'Disconnected: Action not authorized',
    )
    expect(statusText({ state: 'unavailable' }, 'stopped')).toBe('Not connected: the instance is stopped')
  })
})

describe('ConsoleStatusLine', () => {
  it('is a polite live region that keeps its element as the status changes', () => {
    const { rerender } = render(<ConsoleStatusLine status={{ state: 'connecting' }} runState="running" />)
    const region = screen.getByRole('status', { name: 'Console connection' })
    expect(region).toHaveAttribute('aria-live', 'polite')
    expect(region).toHaveTextContent('Connecting…')
    rerender(<ConsoleStatusLine status={{ state: 'connected' }} runState="running" />)
    expect(screen.getByRole('status', { name: 'Console connection' })).toBe(region)
    expect(region).toHaveTextContent('Connected')
  })
})
