/**
 * The complete set of request handlers: every operation of the API document is routed (by
 * the generated `makeHandlers`, which also validates path, query and body); operations the
 * mock does not model yet answer 501 so that the gap is obvious rather than a silent 404.
 */
import { http, HttpHandler, type HttpResponseResolver } from 'msw'
import { makeHandlers, type MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { currentUser, type AuthParams } from '../auth'
import { type MockOptions, withDelayAndFaults } from '../chaos'
import { invalidRequest, notImplemented, requestId } from '../errors'
import { DEFAULT_TRANSITION_MS, FAST_TRANSITION_MS, setTransitionMs } from '../timing'
import { antiAffinityHandlers } from './anti-affinity'
import { deviceHandlers } from './device'
import { diskImportHandlers } from './disk-import'
import { diskHandlers } from './disks'
import { externalIpHandlers } from './external-ips'
import { firewallRuleHandlers } from './firewall-rules'
import { identityHandlers } from './identity'
import { imageHandlers } from './images'
import { instanceCreateHandlers } from './instance-create'
import { instanceHandlers } from './instances'
import { internetGatewayHandlers } from './internet-gateways'
import { networkInterfaceHandlers } from './network-interfaces'
import { policyHandlers } from './policies'
import { projectHandlers } from './projects'
import { serialConsoleHandlers } from './serial-console'
import { sessionHandlers } from './session'
import { snapshotHandlers } from './snapshots'
import { sshKeyHandlers } from './ssh-keys'
import { timeseriesHandlers } from './timeseries'
import { vpcRouterHandlers } from './vpc-routers'
import { vpcSubnetHandlers } from './vpc-subnets'
import { vpcHandlers } from './vpcs'

export const implementedHandlers: Partial<MSWHandlers> = {
  ...sessionHandlers,
  ...deviceHandlers,
  ...projectHandlers,
  ...policyHandlers,
  ...identityHandlers,
  ...instanceHandlers,
  ...instanceCreateHandlers,
  ...diskHandlers,
  ...diskImportHandlers,
  ...snapshotHandlers,
  ...imageHandlers,
  ...networkInterfaceHandlers,
  ...vpcHandlers,
  ...vpcSubnetHandlers,
  ...vpcRouterHandlers,
  ...internetGatewayHandlers,
  ...firewallRuleHandlers,
  ...externalIpHandlers,
  ...sshKeyHandlers,
  ...antiAffinityHandlers,
  ...timeseriesHandlers,
  ...serialConsoleHandlers,
}

/** `projectList` -> `project_list`, the operationId as the API document spells it. */
const operationId = (handlerName: string) => handlerName.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

function notImplementedHandler(handlerName: string) {
  return (params: AuthParams): never => {
    // a signed-out caller learns nothing, not even which operations the mock lacks
    currentUser(params)
    throw notImplemented(operationId(handlerName))
  }
}

/**
 * The generated shell reads JSON bodies without guarding against malformed ones, which would
 * surface as an unhandled exception. Answer those the way the real API does instead. As a
 * custom predicate it only matches bad bodies, so it never hides an unmatched request.
 */
const malformedJsonBody = http.all(
  async ({ request }) => {
    if (request.method !== 'POST' && request.method !== 'PUT') return false
    const { pathname } = new URL(request.url)
    const takesJson =
      pathname.startsWith('/v1/') || pathname.startsWith('/experimental/') || pathname === '/device/confirm'
    if (!takesJson) return false
    return jsonParseError(await request.clone().text()) !== null
  },
  async ({ request }) => {
    const reason = jsonParseError(await request.clone().text())
    return invalidRequest(`unable to parse JSON body: ${reason}`)
  },
)

function jsonParseError(text: string): string | null {
  // clients send a JSON content type with no body to calls that take none (logout);
  // calls that need a body find out in addRequestIds, when the shell fails to read it
  if (text === '') return null
  try {
    JSON.parse(text)
    return null
  } catch (e) {
    return e instanceof Error ? e.message : String(e)
  }
}

/**
 * The generated shell answers invalid paths, queries and bodies itself, but without the
 * `request_id` every real API error carries. Add one, so that all errors look alike.
 */
async function withRequestId(response: Response): Promise<Response> {
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json')
  if (response.status < 400 || !isJson) return response
  const body: unknown = await response.clone().json()
  if (!body || typeof body !== 'object' || 'request_id' in body || !('message' in body)) return response
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return Response.json({ request_id: requestId(), ...body }, { status: response.status, headers })
}

function addRequestIds(handler: HttpHandler): HttpHandler {
  // `resolver` is protected in MSW's typings; rebuilding the handler around it is the only
  // way to see the generated shell's own responses
  const resolver = (handler as unknown as { resolver: HttpResponseResolver }).resolver
  return new HttpHandler(handler.info.method, handler.info.path, async (info) => {
    let response
    try {
      response = await resolver(info)
    } catch (e) {
      // the shell reads the body of a call that needs one; an empty body throws here
      if (e instanceof SyntaxError)
        return invalidRequest('unable to parse JSON body: EOF while parsing a value at line 1 column 0')
      throw e
    }
    return response instanceof Response ? withRequestId(response) : response
  })
}

export type MockHandlerOptions = MockOptions & {
  /**
   * How long each step of a timed transition lasts (instance starting, disk attaching...).
   * Defaults to 1500 ms, or 300 ms when `delay` is off (tests, the browser test bundle).
   * The setting is process-wide: see timing.ts.
   */
  transitionMs?: number
}

export function makeMockHandlers(opts: MockHandlerOptions): HttpHandler[] {
  setTransitionMs(opts.transitionMs ?? (opts.delay ? DEFAULT_TRANSITION_MS : FAST_TRANSITION_MS))
  const implemented = implementedHandlers as Record<string, ((params: never) => unknown) | undefined>
  // makeHandlers asks for each operation by name exactly once, so wrapping on access is cheap
  const all = new Proxy({} as MSWHandlers, {
    get(_target, name) {
      if (typeof name !== 'string') return undefined
      return withDelayAndFaults(name, implemented[name] ?? notImplementedHandler(name), opts)
    },
  })
  return [malformedJsonBody, ...makeHandlers(all).map(addRequestIds)]
}
