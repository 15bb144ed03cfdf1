// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cookiesOf, requestCookies } from './cookies'

afterEach(() => {
  for (const name of ['session', 'theme']) document.cookie = `${name}=; Path=/; Max-Age=0`
})

describe('the cookies a request carries', () => {
  it('reads a Cookie header, decoding what is percent-encoded and keeping what is not', () => {
    expect(cookiesOf('session=a%3Db; theme=dark ;  bad; =x; raw=100%')).toEqual({
      session: 'a=b',
      theme: 'dark',
      raw: '100%',
    })
    expect(cookiesOf(null)).toEqual({})
  })

  it("adds the page's cookies to a same-origin call, the header winning", () => {
    document.cookie = 'session=from-page; Path=/'
    document.cookie = 'theme=light; Path=/'
    const here = new Request(new URL('/v1/me', location.href), { headers: { cookie: 'theme=dark' } })
    expect(requestCookies(here)).toEqual({ session: 'from-page', theme: 'dark' })
  })

  it("keeps the page's cookies from a call elsewhere unless it asks for them", () => {
    document.cookie = 'session=from-page; Path=/'
    expect(requestCookies(new Request('https://elsewhere.example/v1/me'))).toEqual({})
    expect(requestCookies(new Request('https://elsewhere.example/v1/me', { credentials: 'include' }))).toEqual({
      session: 'from-page',
    })
    expect(requestCookies(new Request(new URL('/v1/me', location.href), { credentials: 'omit' }))).toEqual({})
  })
})
