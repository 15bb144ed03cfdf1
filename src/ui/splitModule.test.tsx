import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Component, Suspense, useState, type ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { closes, lazyPart, splitModule, whenPartMissing } from './splitModule'

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

  describe('when its code does not arrive', () => {
    // a chunk whose request failed: import() rejects, as the browser's does
    const missing = () => vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))
    // the root layout's notice (src/layouts/RootLayout.tsx), whose words the browser tests read
    const said = vi.fn()
    whenPartMissing(said)
    // React reports each error a boundary caught; the tests need only what the user sees
    beforeEach(() => {
      said.mockClear()
      vi.spyOn(console, 'error').mockImplementation(() => {})
    })
    afterEach(() => vi.restoreAllMocks())

    /** The page's error screen, as the route's error element shows it. */
    class PageError extends Component<{ children: ReactNode }, { error?: Error }> {
      state: { error?: Error } = {}
      static getDerivedStateFromError(error: Error) {
        return { error }
      }
      render() {
        return this.state.error ? <p>page failed: {this.state.error.message}</p> : this.props.children
      }
    }

    it('shows what stands in its place, keeps the page, and has the user told', async () => {
      const Menu = lazyPart<{ Menu: (p: { trigger: ReactNode }) => ReactNode }, 'Menu'>(
        missing(),
        'Menu',
        (p) => p.trigger,
      )
      render(
        <PageError>
          <input aria-label="Name" defaultValue="typed" />
          <Suspense fallback="loading">
            <Menu trigger={<button type="button">Actions</button>} />
          </Suspense>
        </PageError>,
      )
      // the trigger in the part's place, and the rest of the page as the user left it
      expect(await screen.findByRole('button', { name: 'Actions' })).toBeTruthy()
      expect(said).toHaveBeenCalledTimes(1)
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('typed')
      expect(screen.queryByText(/page failed/)).toBeNull()
    })

    it('shows nothing in its place by default', async () => {
      const Chart = lazyPart<{ Chart: () => ReactNode }, 'Chart'>(missing(), 'Chart')
      const { container } = render(
        <PageError>
          <Suspense fallback="loading">
            <Chart />
          </Suspense>
        </PageError>,
      )
      await waitFor(() => expect(said).toHaveBeenCalledTimes(1))
      expect(container.textContent).toBe('')
    })

    it('a dialog closes itself, and opened again it says so again', async () => {
      const Dialog = lazyPart<{ Dialog: (p: { onDismiss: () => void }) => ReactNode }, 'Dialog'>(
        missing(),
        'Dialog',
        closes('onDismiss'),
      )
      function Opener() {
        const [open, setOpen] = useState(false)
        return (
          <>
            <button type="button" aria-expanded={open} onClick={() => setOpen(true)}>
              Delete
            </button>
            {open && (
              <Suspense fallback="loading">
                <Dialog onDismiss={() => setOpen(false)} />
              </Suspense>
            )}
          </>
        )
      }
      render(
        <PageError>
          <Opener />
        </PageError>,
      )
      const opener = screen.getByRole('button', { name: 'Delete' })
      for (const times of [1, 2]) {
        fireEvent.click(opener)
        await waitFor(() => expect(said).toHaveBeenCalledTimes(times))
        // not left "open" with nothing shown
        await waitFor(() => expect(opener.getAttribute('aria-expanded')).toBe('false'))
      }
      expect(screen.queryByText(/page failed/)).toBeNull()
    })

    it('an essential part fails its page instead, with no notice of its own', async () => {
      const Rows = lazyPart<{ Rows: () => ReactNode }, 'Rows'>(missing(), 'Rows', 'essential')
      render(
        <PageError>
          <Suspense fallback="loading">
            <Rows />
          </Suspense>
        </PageError>,
      )
      expect(await screen.findByText(/page failed: .*Failed to fetch dynamically imported module/)).toBeTruthy()
      expect(said).not.toHaveBeenCalled()
    })

    it('a failure of the part’s own code, once in, still goes to the page', async () => {
      const Broken = lazyPart(
        () =>
          Promise.resolve({
            Broken: (): ReactNode => {
              throw new Error('a bug in the part')
            },
          }),
        'Broken',
      )
      render(
        <PageError>
          <Suspense fallback="loading">
            <Broken />
          </Suspense>
        </PageError>,
      )
      expect(await screen.findByText('page failed: a bug in the part')).toBeTruthy()
      expect(said).not.toHaveBeenCalled()
    })
  })
})
