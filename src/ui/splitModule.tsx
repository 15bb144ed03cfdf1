import { Component, lazy, useEffect, type ComponentType, type ReactNode } from 'react'

/** Code of its own chunk: `load` fetches it (say, to start early); `loaded` is it once in. */
export type SplitModule<M> = { load: () => Promise<M>; readonly loaded?: M }

/** A chunk's module, for `lazyPart` and for starting its load ahead of need. */
/* @__NO_SIDE_EFFECTS__ */
export function splitModule<M>(importer: () => Promise<M>): SplitModule<M> {
  // the browser keeps a module once imported, so every load after the first is cheap
  const module: { load: () => Promise<M>; loaded?: M } = { load: () => importer().then((m) => (module.loaded = m)) }
  return module
}

/** A part's code that did not arrive (the network failed, or the console was updated since). */
class PartMissing extends Error {}

/**
 * Tells the user that a part's code did not arrive. Set by the root layout, which shows the
 * page's notices: imported from here, the notices and their button became chunks of their own
 * beside the entry (rolldown 1.2), ~1 KB more for every first page.
 */
let sayPartMissing = () => {}
export const whenPartMissing = (say: () => void) => void (sayPartMissing = say)
/** Has the user told that a part's code did not arrive, for a part that fetches it itself. */
export const partMissing = () => sayPartMissing()

type PropsOf<C> = C extends ComponentType<infer P> ? P : never

/**
 * What a part shows in its place when its code did not arrive: a function of its props (a
 * menu's trigger, so the page keeps its shape; a dialog's `closes`), nothing by default, while
 * a notice says to reload; or `'essential'` for a part the page cannot show without (a list's
 * rows), whose failure goes to the boundary above, the page's error screen with its "Try
 * again", as a failure of the page's own code does.
 */
export type WhenMissing<P> = ((props: P) => ReactNode) | 'essential'

/**
 * What a dialog whose code did not arrive does in its place: closes itself, calling its prop
 * `by`. Left open with nothing shown, its opener would stay "open", and asking for it again
 * would neither show anything nor say why; closed, the next attempt says it again.
 */
/* @__NO_SIDE_EFFECTS__ */
export const closes =
  <K extends string>(by: K) =>
  (props: { [k in K]: () => unknown }) => <Closes then={props[by]} />

function Closes({ then }: { then: () => void }) {
  // after the commit, as it changes its opener's state; what `then` returns is not a cleanup
  useEffect(() => void then())
  return null
}

/**
 * One component of a split module, rendered through `lazy`. Given a promise, `lazy` suspends on
 * its first render even when the code is already there, and React then holds what the Suspense
 * boundary reveals for up to 300 ms (its throttle). Once the module is loaded (by another part
 * of it, or by `load` started ahead of need), `lazy` is handed it as a thenable that answers at
 * once, which it reads synchronously: the component renders in the same pass. Typed as the
 * module's own export, which keeps a generic component generic.
 *
 * A chunk that fails to arrive takes only its part away (`whenMissing`), not the page with what
 * the user typed in it. The browser keeps a failed module's failure for the page's life (a
 * fresh URL would not help either: the shared chunks it imports failed with it, and after an
 * update the old chunks are gone), so the notice asks for a reload, when the user is ready.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazyPart<M, K extends keyof M>(
  of: SplitModule<M> | (() => Promise<M>),
  name: K,
  whenMissing: WhenMissing<PropsOf<M[K]>> = () => null,
): M[K] {
  // a module only this component comes from may be given as its import alone
  const module = typeof of === 'function' ? splitModule(of) : of
  const part = (m: M) => ({ default: m[name] }) as never
  const Lazy = lazy(() =>
    module.loaded
      ? ({ then: (done: (m: never) => void) => done(part(module.loaded!)) } as never)
      : module.load().then(part, (cause: unknown) => {
          // an essential part's failure is the page's, in the browser's own words
          throw whenMissing === 'essential'
            ? cause
            : new PartMissing(`A part of the page did not load: ${String(cause)}`)
        }),
  ) as unknown as ComponentType<PropsOf<M[K]>>
  if (whenMissing === 'essential') return Lazy as M[K]
  const Part = (props: PropsOf<M[K]>) => (
    <WithoutPart instead={() => whenMissing(props)}>
      <Lazy {...(props as object as PropsOf<M[K]> & object)} />
    </WithoutPart>
  )
  return Part as M[K]
}

/** Catches its part's missing code only: any other failure goes on to the boundary above. */
class WithoutPart extends Component<{ instead: () => ReactNode; children: ReactNode }> {
  state: { caught: [unknown] | null } = { caught: null }
  static getDerivedStateFromError(error: unknown) {
    return { caught: [error] }
  }
  componentDidCatch(error: unknown) {
    if (error instanceof PartMissing) sayPartMissing()
  }
  render() {
    const { caught } = this.state
    if (!caught) return this.props.children
    // what stands in the part's place is made only once it is missing, not on every render
    if (caught[0] instanceof PartMissing) return this.props.instead()
    // thrown again from here, it reaches the boundary above as if this one were not there
    throw caught[0]
  }
}
