// Kept out of src/routing.tsx, whose module the entry chunk carries: only pages past the
// first load (a silo's, an IP pool's) name their tabs in the search.
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router'
import { madeOf } from './routing'

/** The loader of the tab a page's search names (`?tab=`), reading what that tab reads. */
export const loadTab = <T extends string>(tabOf: (search: URLSearchParams) => T, tabs: Record<T, LoaderFunction>) =>
  madeOf(
    (args: LoaderFunctionArgs) => tabs[tabOf(new URL(args.request.url).searchParams)](args),
    (search) => [tabs[tabOf(search)]],
  )
