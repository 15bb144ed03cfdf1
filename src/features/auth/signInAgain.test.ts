import { afterEach, describe, expect, it, vi } from 'vitest'
import { closeSignInAgain, unauthorizedHandler } from './signInAgain'

type Router = Parameters<typeof unauthorizedHandler>[0]

function fakeRouter(navigating?: { pathname: string; search: string }) {
  const navigate = vi.fn(async () => {})
  const router = { state: { navigation: { location: navigating } }, navigate } as unknown as Router
  return { router, navigate }
}

afterEach(() => closeSignInAgain())

describe('what a 401 does', () => {
  it("sends the page's reads to the login page, coming back to the page being opened", () => {
    const { router, navigate } = fakeRouter({ pathname: '/projects/p1/disks', search: '?page=2' })
    unauthorizedHandler(router)('page')
    expect(navigate).toHaveBeenCalledWith('/login?redirect_uri=%2Fprojects%2Fp1%2Fdisks%3Fpage%3D2', {
      replace: true,
    })
  })

  it('does not send the login page to itself', () => {
    const { router, navigate } = fakeRouter({ pathname: '/login', search: '?redirect_uri=%2Fprojects' })
    unauthorizedHandler(router)('page')
    expect(navigate).not.toHaveBeenCalled()
  })

  it("keeps the page for the user's own calls, and holds the page's reads while they sign in again", () => {
    const { router, navigate } = fakeRouter({ pathname: '/projects', search: '' })
    const handle = unauthorizedHandler(router)
    handle('user')
    handle('page')
    expect(navigate).not.toHaveBeenCalled()
    // once the user closed the dialog without signing in, the page's reads leave again
    closeSignInAgain()
    handle('page')
    expect(navigate).toHaveBeenCalledOnce()
  })
})
