import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { InitialLoading } from './InitialLoading'

describe('the first-load skeleton', () => {
  it('shows on console pages', () => {
    window.history.pushState({}, '', '/projects')
    render(<InitialLoading />)
    expect(screen.getByLabelText('Loading')).toHaveAttribute('aria-busy', 'true')
  })

  it.each(['/login', '/login/demo-silo/local', '/login/demo-silo/saml/idp', '/device/verify', '/device/success'])(
    'is not shown on %s',
    (path) => {
      window.history.pushState({}, '', path)
      const { container } = render(<InitialLoading />)
      expect(container).toBeEmptyDOMElement()
    },
  )
})
