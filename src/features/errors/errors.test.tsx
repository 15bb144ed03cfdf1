import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { LastResort } from './RouteError'

function Boom(): never {
  throw new Error('render failed')
}

describe('the last fallback', () => {
  it('says "Unexpected Application Error!" when even the error screen fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <LastResort>
        <Boom />
      </LastResort>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Unexpected Application Error!')
    // and a way out that needs no keyboard shortcut
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument()
  })
})
