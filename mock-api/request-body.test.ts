import { RequestHandler } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bodyBytes, shareOneRead } from './request-body'

const post = (body: BodyInit, type = 'application/json') =>
  new Request('http://localhost/v1/disks', { method: 'POST', body, headers: { 'content-type': type } })

afterEach(() => vi.restoreAllMocks())

describe('a request whose body is read once', () => {
  it('answers every reader from one read of the body', async () => {
    const read = vi.spyOn(Request.prototype, 'arrayBuffer')
    const request = post('{"name":"été"}')
    shareOneRead(request)
    expect((await bodyBytes(request)).byteLength).toBe(16)
    expect(await request.text()).toBe('{"name":"été"}')
    expect(await request.json()).toEqual({ name: 'été' })
    expect(new TextDecoder().decode(await request.arrayBuffer())).toBe('{"name":"été"}')
    expect(await (await request.blob()).text()).toBe('{"name":"été"}')
    expect(read).toHaveBeenCalledTimes(1)
  })

  it('gives each reader its own copy of the bytes', async () => {
    const request = post('abc', 'application/octet-stream')
    shareOneRead(request)
    const first = new Uint8Array(await request.arrayBuffer())
    first[0] = 0
    expect(await request.text()).toBe('abc')
    const blob = await request.blob()
    expect(blob.type).toBe('application/octet-stream')
  })

  it('reads a form', async () => {
    const request = post('user_code=ABCD-EFGH&x=1', 'application/x-www-form-urlencoded')
    shareOneRead(request)
    expect((await request.formData()).get('user_code')).toBe('ABCD-EFGH')
    expect(new URLSearchParams(await request.text()).get('x')).toBe('1')
  })

  it("stands for MSW's clone of it, which only MSW's log would read", () => {
    const request = post('{}')
    shareOneRead(request)
    expect(RequestHandler.cache.get(request)).toBe(request)
  })

  it('leaves a request without a body as it is', async () => {
    const request = new Request('http://localhost/v1/disks')
    shareOneRead(request)
    expect(RequestHandler.cache.has(request)).toBe(false)
    expect(Object.hasOwn(request, 'text')).toBe(false)
    expect(await request.text()).toBe('')
  })
})
