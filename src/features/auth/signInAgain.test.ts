import { afterEach, describe, expect, it, vi } from 'vitest'
import { closeSignInAgain, unauthorizedHandler } from './signInAgain'

type Router = Parameters<typeof unauthorizedHandler>[0]

function fakeRouter(navigating?: { pathname: string; search: string }) {
  const navigate = vi.fn(async () => {})
  const navigation = { state: navigating ? 'loading' : 'idle', location: navigating }
  const router = { state: { navigation }, navigate } as unknown as Router
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

  it('leaves the page alone for a read ahead of a click, and follows the click once it has come', () => {
    const idle = fakeRouter()
    unauthorizedHandler(idle.router)('ahead')
    expect(idle.navigate).not.toHaveBeenCalled()
    // the link was clicked while its page was being read: that navigation meets the ended session
    const clicked = fakeRouter({ pathname: '/projects/p1/disks', search: '' })
    unauthorizedHandler(clicked.router)('ahead')
    expect(clicked.navigate).toHaveBeenCalledWith('/login?redirect_uri=%2Fprojects%2Fp1%2Fdisks', { replace: true })
  })
})
