import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LastResort } from './RouteError'

afterEach(() => vi.restoreAllMocks())

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
