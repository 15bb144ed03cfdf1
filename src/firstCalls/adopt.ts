// The API client takes the first page's calls the page's head sent (./head.ts), rather than
// sending them again.
import type { Api } from '~/api/__generated__/Api'
import { handleResponse, toQueryString, type ApiResult, type FullParams } from '~/api/__generated__/http-client'
import { SENT_AT_HEADER } from '@mock/sent-at'
import { FIRST_CALLS_KEY, type FirstCalls } from './head'

const firstCalls = (): FirstCalls | undefined => Reflect.get(globalThis, FIRST_CALLS_KEY)

/**
 * `api`, whose reads take the head's answer to the same URL, once (a read after a change is
 * answered anew): the answer itself, or, where the
 * head could only note the call (the in-browser mock had not started), the call stamped with
 * when the head ran, as the mock counts its round trip from the stamp.
 */
export function takingFirstCalls(api: Api): Api {
  const request = api.request.bind(api)
  api.request = <Data>(params: FullParams): Promise<ApiResult<Data>> => {
    const head = firstCalls()
    // after the first page, every call goes straight on: its URL is built by `request` alone
    if (!head || (params.method ?? 'GET') !== 'GET') return request<Data>(params)
    // the URL as `request` builds it
    const url = (params.host || api.host) + params.path + toQueryString(params.query)
    if (!(url in head.calls)) return request<Data>(params)
    const answer = head.calls[url]
    delete head.calls[url]
    if (answer) return answer.then((response) => handleResponse<Data>(response))
    const headers = new Headers(params.headers)
    headers.set(SENT_AT_HEADER, String(head.at))
    return request<Data>({ ...params, headers })
  }
  return api
}
