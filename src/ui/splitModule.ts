import { lazy } from 'react'

/** Code of its own chunk: `load` fetches it (say, to start early); `loaded` is it once in. */
export type SplitModule<M> = { load: () => Promise<M>; readonly loaded?: M }

/** A chunk's module, for `lazyPart` and for starting its load ahead of need. */
/* @__NO_SIDE_EFFECTS__ */
export function splitModule<M>(importer: () => Promise<M>): SplitModule<M> {
  // the browser keeps a module once imported, so every load after the first is cheap
  const module: { load: () => Promise<M>; loaded?: M } = { load: () => importer().then((m) => (module.loaded = m)) }
  return module
}

/**
 * One component of a split module, rendered through `lazy`. Given a promise, `lazy` suspends on
 * its first render even when the code is already there, and React then holds what the Suspense
 * boundary reveals for up to 300 ms (its throttle). Once the module is loaded (by another part
 * of it, or by `load` started ahead of need), `lazy` is handed it as a thenable that answers at
 * once, which it reads synchronously: the component renders in the same pass. Typed as the
 * module's own export, which keeps a generic component generic.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazyPart<M, K extends keyof M>(of: SplitModule<M> | (() => Promise<M>), name: K): M[K] {
  // a module only this component comes from may be given as its import alone
  const module = typeof of === 'function' ? splitModule(of) : of
  const part = (m: M) => ({ default: m[name] }) as never
  return lazy(() =>
    module.loaded
      ? ({ then: (done: (m: never) => void) => done(part(module.loaded!)) } as never)
      : module.load().then(part),
  ) as M[K]
}
