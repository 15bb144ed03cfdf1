// The exact HTTP request a call will make, worked out by the generated client itself (so the
// method, path, query and snake_case body are the ones sent), without sending anything; and
// the same as an `oxide` CLI command to paste into a terminal.
import type { Api } from '~/api/__generated__/Api'
import { dateReplacer, toQueryString, type FullParams } from '~/api/__generated__/http-client'
import { snakeify } from '~/api/__generated__/util'
import type { ApiCall, ApiCalls } from '~/api/apiCall'
import { callList, latersIn } from '~/api/calls'
import { loadApi, withEncodedPath } from '~/api/client'
import { shellQuote } from '~/util/shell'

export type HttpRequest = {
  method: string
  /** path and query string, as sent */
  url: string
  /** the JSON body, pretty-printed, secrets masked; undefined when the call sends none */
  body?: string
  /** what the call does, in a save of several */
  note?: string
}

/**
 * Keys of the API's bodies whose values are never shown: passwords, private keys (a
 * certificate's `key`), BGP MD5 keys, webhook secrets. What the user typed stays on their
 * screen only; the public half of a key pair (`public_key`) is not a secret.
 */
const SECRET_KEYS = new Set(['password', 'private_key', 'key', 'md5_auth_key', 'secret', 'secrets'])
/** Inside a secret, the variant's name is not secret: `{ mode: 'password', value: '…' }`. */
const DISCRIMINANTS = new Set(['mode', 'type'])
export const MASK = '********'

const maskAll = (value: unknown): unknown =>
  typeof value === 'string'
    ? MASK
    : Array.isArray(value)
      ? value.map(maskAll)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, DISCRIMINANTS.has(k) ? v : maskAll(v)]))
        : value

/** The body with every secret's value replaced by the mask (keys are already snake_case). */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets)
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, SECRET_KEYS.has(k) ? maskAll(v) : maskSecrets(v)]),
  )
}

type Method = (params: unknown) => unknown

/**
 * The request `call` makes. A second client instance whose `request` only records its
 * arguments runs the operation's generated method, so nothing here restates a path or a
 * method by hand.
 */
export async function describeCall(call: ApiCall): Promise<HttpRequest> {
  const api = await loadApi()
  const probe = new (api.constructor as new () => Api)()
  let seen: FullParams | undefined
  probe.request = ((params: FullParams) => {
    seen = params
    return new Promise(() => {})
  }) as Api['request']
  void (probe.methods[call.operation] as Method)(withEncodedPath(call.params))
  if (!seen) throw new Error(`${call.operation} made no request`)
  const { method = 'GET', path, query, body } = seen
  // the client's own encoding of dates, then back to plain data for the mask
  const json =
    call.rawBody !== undefined
      ? call.rawBody
      : body === undefined
        ? undefined
        : JSON.parse(JSON.stringify(snakeify(body), dateReplacer))
  return {
    method,
    url: showLaters(path + toQueryString(query), latersIn(call.params)),
    body: json === undefined ? undefined : JSON.stringify(maskSecrets(json), null, 2),
    ...(call.note && { note: call.note }),
  }
}

/** A stand-in for an earlier answer reads as itself in the URL, not percent-encoded. */
const showLaters = (url: string, laters: string[]) =>
  laters.reduce((shown, later) => shown.replaceAll(encodeURIComponent(later), later), url)

/** The requests of calls sent one after another, in their order. */
export const describeCalls = (calls: ApiCalls): Promise<HttpRequest[]> => Promise.all(callList(calls).map(describeCall))

/**
 * The same request through the CLI's raw API command. The URL is one quoted word; the body
 * goes in on standard input through a quoted here-document, which the shell passes on
 * untouched (a JSON text never has a line reading just `JSON`).
 */
export function cliCommand({ method, url, body }: HttpRequest) {
  const words = ['oxide', 'api', url, ...(method === 'GET' ? [] : ['--method', method])].map(shellQuote).join(' ')
  return body === undefined ? words : `${words} --input - <<'JSON'\n${body}\nJSON`
}
