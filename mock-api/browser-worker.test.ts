import { describe, expect, it, vi } from 'vitest'
import { CLIENT_CLOSED, closeOnlyWhenLeaving, isRefusedWorkerUpdate, keepMocking } from './browser-worker'

const script = 'http://127.0.0.1:4199/mockServiceWorker.js'

describe('isRefusedWorkerUpdate', () => {
  it('accepts the update refused because the registration is gone', () => {
    const error = new TypeError(
      `Failed to update a ServiceWorker for scope ('http://127.0.0.1:4199/') with script ('${script}'): Not found.`,
    )
    expect(isRefusedWorkerUpdate(error, script)).toBe(true)
  })

  it('accepts the update refused while our registration is being removed', () => {
    const error = new DOMException(
      "Failed to update a ServiceWorker for scope ('http://127.0.0.1:4199/') with script ('Unknown'): The object is in an invalid state.",
      'InvalidStateError',
    )
    expect(isRefusedWorkerUpdate(error, script)).toBe(true)
  })

  it('leaves any other failure to surface', () => {
    const otherScope = new DOMException(
      "Failed to update a ServiceWorker for scope ('http://127.0.0.1:4199/app/') with script ('Unknown'): The object is in an invalid state.",
    )
    expect(isRefusedWorkerUpdate(otherScope, script)).toBe(false)
    const otherScript = new TypeError(
      "Failed to update a ServiceWorker for scope ('http://127.0.0.1:4199/') with script ('http://127.0.0.1:4199/sw.js'): Not found.",
    )
    expect(isRefusedWorkerUpdate(otherScript, script)).toBe(false)
    expect(isRefusedWorkerUpdate(new Error('Failed to fetch'), script)).toBe(false)
    expect(isRefusedWorkerUpdate('Failed to update a ServiceWorker', script)).toBe(false)
  })
})

describe('keepMocking', () => {
  const noWait = () => Promise.resolve()

  it('retries a failed start, then reports on', async () => {
    const start = vi.fn().mockRejectedValueOnce(new Error('busy')).mockResolvedValue(undefined)
    const stop = vi.fn()
    const mocking = keepMocking({ start, stop }, { leaving: () => false, answers: async () => true, wait: noWait })
    await expect(mocking.start()).resolves.toBe(true)
    expect(start).toHaveBeenCalledTimes(2)
  })

  it('gives a clear message when every attempt failed while the page stayed', async () => {
    const start = vi.fn().mockRejectedValue(new Error('refused'))
    const mocking = keepMocking(
      { start, stop: vi.fn() },
      { leaving: () => false, answers: async () => true, wait: noWait, retryDelaysMs: [1] },
    )
    await expect(mocking.start()).rejects.toThrow('The mock API could not start its service worker: refused')
  })

  it('folds restarts asked for during a start into one more start', async () => {
    let release: () => void = () => {}
    const start = vi
      .fn()
      .mockImplementationOnce(() => new Promise<void>((resolve) => (release = resolve)))
      .mockResolvedValue(undefined)
    const mocking = keepMocking({ start, stop: vi.fn() }, { leaving: () => false, answers: async () => true })
    const first = mocking.start()
    mocking.restart()
    mocking.restart()
    release()
    await expect(first).resolves.toBe(true)
    expect(start).toHaveBeenCalledTimes(2)
  })

  it('reports a restart that never succeeds instead of leaving it uncaught', async () => {
    const report = vi.fn()
    const mocking = keepMocking(
      { start: vi.fn().mockResolvedValueOnce(undefined).mockRejectedValue(new Error('gone')), stop: vi.fn() },
      { leaving: () => false, answers: async () => true, wait: noWait, retryDelaysMs: [], report },
    )
    await mocking.start()
    mocking.restart()
    await vi.waitFor(() => expect(report).toHaveBeenCalledWith(expect.stringContaining('gone')))
  })
})

describe('closeOnlyWhenLeaving', () => {
  it('drops "client closed" while the page stays, and passes every other message', () => {
    const sent: unknown[] = []
    const worker = { postMessage: (message: unknown) => void sent.push(message) }
    let leaving = false
    closeOnlyWhenLeaving(worker, () => leaving)
    worker.postMessage(CLIENT_CLOSED)
    worker.postMessage('MOCK_ACTIVATE')
    leaving = true
    worker.postMessage(CLIENT_CLOSED)
    expect(sent).toEqual(['MOCK_ACTIVATE', CLIENT_CLOSED])
  })
})
