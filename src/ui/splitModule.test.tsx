import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { lazyPart, splitModule } from './splitModule'

// stands in for a chunk: its import answers when the test says so
function fakeChunk() {
  let answer: (m: { Greeting: () => string; Farewell: () => string }) => void = () => {}
  const importer = vi.fn(() => new Promise<Parameters<typeof answer>[0]>((done) => (answer = done)))
  const arrive = () => answer({ Greeting: () => 'hello', Farewell: () => 'goodbye' })
  return { importer, arrive }
}

const shown = (node: React.ReactNode) => render(<Suspense fallback="loading">{node}</Suspense>)

describe('lazyPart', () => {
  it('suspends until its chunk arrives, then shows the component', async () => {
    const chunk = fakeChunk()
    const Greeting = lazyPart(splitModule(chunk.importer), 'Greeting')
    shown(<Greeting />)
    expect(screen.getByText('loading')).toBeTruthy()
    await act(async () => chunk.arrive())
    expect(await screen.findByText('hello')).toBeTruthy()
  })

  it('renders in the same pass once its module has loaded, without a fallback', async () => {
    const chunk = fakeChunk()
    const module = splitModule(chunk.importer)
    const Farewell = lazyPart(module, 'Farewell')
    const loading = module.load()
    chunk.arrive()
    await loading
    shown(<Farewell />)
    // synchronously, with no fallback in between (which React could hold for up to 300 ms)
    expect(screen.queryByText('loading')).toBeNull()
    expect(screen.getByText('goodbye')).toBeTruthy()
  })

  it('another part of a module already loaded by the first renders at once', async () => {
    const chunk = fakeChunk()
    const module = splitModule(chunk.importer)
    const Greeting = lazyPart(module, 'Greeting')
    const Farewell = lazyPart(module, 'Farewell')
    const first = shown(<Greeting />)
    await act(async () => chunk.arrive())
    await screen.findByText('hello')
    first.unmount()
    shown(<Farewell />)
    expect(screen.getByText('goodbye')).toBeTruthy()
  })
})
