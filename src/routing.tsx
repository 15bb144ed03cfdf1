// Small helpers the route tables share, so each route stays a line or two.
import type { RouteObject } from 'react-router'
import { RouteError } from './features/errors/RouteError'

/** Every page gets its own error screen, so one broken page never blanks the layout. */
export const routeError = <RouteError />

type Params = Record<string, string | undefined>

/**
 * A lazily loaded page: `load` imports the feature module, `Component` (and `loader`) name
 * its exports. Keeps route code out of the first chunk.
 */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  Component: keyof M,
  loader?: keyof M,
): NonNullable<RouteObject['lazy']> {
  return (async () => {
    const m = await load()
    return { Component: m[Component], loader: loader ? m[loader] : undefined }
  }) as NonNullable<RouteObject['lazy']>
}

/** A route with a breadcrumb (text, or built from the path params) and its own error screen. */
export function page(
  path: string,
  crumb: string | ((p: Params) => string),
  lazy: RouteObject['lazy'],
  children?: RouteObject[],
): RouteObject {
  return { path, handle: { crumb }, errorElement: routeError, lazy, children } as RouteObject
}

/** A list with no form open over it: the index child of a list route whose forms are children. */
export const NoModal = () => null
