// The only door to the API. The generated client is large, so it is loaded on the first
// call instead of riding in the first chunk; everything else only imports its types.
import { QueryClient, queryOptions, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import type { Api } from './__generated__/Api'
import type { ApiResult, FetchParams } from './__generated__/http-client'
import { pb } from '~/paths'
import { SENT_AT_HEADER } from '@mock/sent-at'
import { ApiError, CLIENT_ERROR_MESSAGE, userMessage } from './errors'

type Methods = Api['methods']
export type OpName = keyof Methods
export type OpParams<K extends OpName> = Parameters<Methods[K]>[0]
export type OpResult<K extends OpName> = Awaited<ReturnType<Methods[K]>> extends ApiResult<infer D> ? D : never

export const PAGE_SIZE = 50

/**
 * The page size that reads a whole list in one call. The API takes up to this many per
 * page; a silo or project with more pools, images or instances than this is beyond what a
 * picker can usefully offer anyway. Defined here, beside PAGE_SIZE, because every list page
 * reads it (the largest `?limit=` it accepts): from `~/api/queries` it would bring that
 * module's chunk along to the first page.
 */
export const ALL_ITEMS = 1000

/** The operations that answer a page of items. */
export type ListOp = {
  [K in OpName]: OpResult<K> extends { items: unknown[]; nextPage?: string | null } ? K : never
}[OpName]

/** One item of a list operation's page. */
export type ListItem<K extends ListOp> = OpResult<K> extends { items: (infer I)[] } ? I : never

let apiPromise: Promise<Api> | undefined
export function loadApi(): Promise<Api> {
  apiPromise ??= import('./api').then((m) => m.makeApi())
  return apiPromise
}

/**
 * Calls wait for this before they leave: the in-browser mock holds them until it has started
 * in the page, so the rest of the first load need not wait for its start.
 */
let requestGate: Promise<unknown> = Promise.resolve()
let openGate = () => {}
/**
 * Holds every call until `start()` has resolved, which runs once a first call waits (or
 * `startHeldCalls`): the in-browser mock's code takes the page's thread for a while, and the
 * first page's own code (its routes, their loaders) runs before it rather than after.
 */
export function holdRequestsUntil(start: () => Promise<unknown>) {
  requestGate = new Promise<void>((resolve) => (openGate = resolve)).then(start)
}
/** Starts what the calls are held for, if it has not started yet. */
export const startHeldCalls = () => openGate()

/** For the few calls made outside the generated client (form posts): wait at the same gate. */
export function apiReady() {
  if (__MOCK__) startHeldCalls()
  return requestGate
}

/**
 * Runs `run` once the calls held at the gate have left and the page's thread is idle (within
 * 100 ms; where the browser has no idle callbacks, Safari, on a timer's turn): for work the
 * first page needs soon but not before its calls, which the in-browser mock takes in on this
 * same thread.
 */
export function afterCallsLeave(run: () => void) {
  const idle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 100 }) : setTimeout(run, 0)
  void requestGate.then(idle, idle)
}

/**
 * Who a call is for, which decides what its 401 means. A read the page needs (`page`: every
 * query, in a loader or a component) cannot show anything without a session, so the user
 * goes to sign in and comes back. Anything else is something the user did (`user`: a form's
 * submit, an action, an upload): the page and what they typed stay, and they are asked to
 * sign in again over it. A read of a page the user has not opened yet (`ahead`: the pointer
 * rests on its link, ~/layouts/readAhead.ts) leaves the 401 to the click that opens it, if
 * one does (or has: its loader may be waiting on this very read). Queries are made by `apiq`
 * alone, so this is decided here.
 */
export type Caller = 'page' | 'user' | 'ahead'

/** A query's `meta` when it is read ahead of its page (see `Caller`). */
export const READ_AHEAD = { ahead: true }

/** What a 401 does; the app replaces this with a client-side navigation and a dialog. */
let onUnauthorized = (_caller: Caller) => window.location.assign(loginPathFor(window.location))
export function setUnauthorizedHandler(fn: (caller: Caller) => void) {
  onUnauthorized = fn
}

export function loginPathFor(location: { pathname: string; search: string }) {
  return `${pb.login()}?redirect_uri=${encodeURIComponent(location.pathname + location.search)}`
}

// A failed local login is an answer to show in the form, not a lost session.
const NO_LOGIN_REDIRECT = new Set<string>(['loginLocal'])

/**
 * The generated client puts path params into the URL as they are, so a name holding `?`,
 * `#` or `/` would change which resource (or query) the request asks for. Every value
 * goes in as one encoded path segment instead.
 */
export function withEncodedPath(params: unknown): unknown {
  if (!params || typeof params !== 'object' || !('path' in params) || !params.path) return params
  const path = Object.fromEntries(
    Object.entries(params.path).map(([key, value]) => [key, encodeURIComponent(String(value))]),
  )
  return { ...params, path }
}

export async function callApi<K extends OpName>(
  operation: K,
  params: OpParams<K>,
  fetchParams?: FetchParams,
  caller: Caller = 'user',
): Promise<OpResult<K>> {
  const api = await loadApi()
  // the moment the call would leave with no mock to wait for: the in-browser mock counts its
  // round trip from here (@mock/sent-at), so that its start overlaps the calls held for it
  const sent = __MOCK__ ? performance.now() : 0
  await apiReady()
  const method = api.methods[operation] as (p: unknown, f?: FetchParams) => Promise<ApiResult<unknown>>
  const result = await method(withEncodedPath(params), __MOCK__ ? stamped(fetchParams, sent) : fetchParams)
  if (result.type === 'success') return result.data as OpResult<K>
  throw failed(operation, result, caller)
}

function stamped(fetchParams: FetchParams | undefined, sent: number): FetchParams {
  const headers = new Headers(fetchParams?.headers)
  headers.set(SENT_AT_HEADER, String(sent))
  return { ...fetchParams, headers }
}

/** The ApiError a failed call throws; a 401 also sets off what a lost session does. */
export function failed(operation: string, result: Exclude<ApiResult<unknown>, { type: 'success' }>, caller: Caller) {
  const { response } = result
  const error =
    result.type === 'error'
      ? new ApiError({
          message: userMessage(result.data, operation),
          errorCode: result.data?.errorCode,
          requestId: result.data?.requestId,
          statusCode: response.status,
          operation,
          url: response.url,
        })
      : new ApiError({ message: CLIENT_ERROR_MESSAGE, statusCode: response.status, operation, url: response.url })
  console.error(`API ${operation} failed: ${response.url}`, error)

  if (response.status === 401 && !NO_LOGIN_REDIRECT.has(operation)) {
    onUnauthorized(caller)
  }
  return error
}

/** How long an answer stands for a page that asks again, before it is read afresh. */
export const FRESH_MS = 2000

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: FRESH_MS, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
})

/** Query options keyed by [operation, params], so an operation can be invalidated by name. */
export const apiq = <K extends OpName>(operation: K, params: OpParams<K>) =>
  queryOptions({
    queryKey: [operation, params] as const,
    queryFn: ({ meta }) => callApi(operation, params, undefined, meta?.ahead ? 'ahead' : 'page'),
  })

export type Outcome<T> = { type: 'success'; data: T } | { type: 'error'; data: ApiError }

/**
 * The same call, with the error returned as data instead of thrown (for "may I?" checks). It
 * reads through `apiq`'s query of the call, so that a page reading both (the shell's check
 * and the page's own read of a policy) sends the call once.
 */
export const apiqErrorsAllowed = <K extends OpName>(operation: K, params: OpParams<K>) =>
  queryOptions({
    queryKey: [operation, params, 'errors-allowed'] as const,
    queryFn: (): Promise<Outcome<OpResult<K>>> =>
      queryClient.fetchQuery(apiq(operation, params)).then(
        (data) => ({ type: 'success', data }),
        (error: ApiError) => ({ type: 'error', data: error }),
      ),
  })

/**
 * Reads a query the route's loader has already fetched. A missing one is a bug in the
 * loader, so it fails loudly rather than rendering a blank page.
 */
export function usePrefetchedQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
) {
  const result = useQuery(options)
  if (result.data === undefined) {
    if (result.error) throw result.error
    throw new Error(
      `Expected query to be prefetched by the route loader: ${JSON.stringify(options.queryKey)}. ` +
        'Add it to the loader with queryClient.ensureQueryData.',
    )
  }
  return { ...result, data: result.data }
}

export const invalidate = (operation: OpName) => queryClient.invalidateQueries({ queryKey: [operation] })
