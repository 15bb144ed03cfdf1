/**
 * The complete set of request handlers: every operation of the API document is routed (by
 * the generated `makeHandlers`, which also validates path, query and body); operations the
 * mock does not model yet answer 501 so that the gap is obvious rather than a silent 404.
 */
import { HttpHandler, type HttpResponseResolver } from 'msw'
import { makeHandlers, type MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { withAuditLog } from '../audit-log'
import { currentUser, type AuthParams } from '../auth'
import { type MockOptions, withDelayAndFaults } from '../chaos'
import { notImplemented, requestId } from '../errors'
import { routed } from '../router'
import { checkJsonBodyOf, oversizedBodyGuard, wholeNumberQueryError } from '../request-checks'
import { shortValidationError } from '../validation-errors'
import { DEFAULT_TRANSITION_MS, FAST_TRANSITION_MS, setTransitionMs } from '../timing'
import { affinityHandlers } from './affinity'
import { auditLogHandlers } from './audit-log'
import { bgpHandlers } from './bgp'
import { alertHandlers } from './alerts'
import { antiAffinityHandlers } from './anti-affinity'
import { certificateHandlers } from './certificates'
import { deviceHandlers } from './device'
import { diskImportHandlers } from './disk-import'
import { diskHandlers } from './disks'
import { externalIpHandlers } from './external-ips'
import { firewallRuleHandlers } from './firewall-rules'
import { hardwareHandlers } from './hardware'
import { identityHandlers } from './identity'
import { identityProviderHandlers } from './identity-providers'
import { imageHandlers } from './images'
import { instanceCreateHandlers } from './instance-create'
import { instanceHandlers } from './instances'
import { internetGatewayHandlers } from './internet-gateways'
import { ipPoolHandlers } from './ip-pools'
import { networkInterfaceHandlers } from './network-interfaces'
import { policyHandlers } from './policies'
import { probeHandlers } from './probes'
import { projectHandlers } from './projects'
import { rackNetworkHandlers } from './rack-network'
import { serialConsoleHandlers } from './serial-console'
import { siloQuotaHandlers } from './silo-quotas'
import { siloHandlers } from './silos'
import { sessionHandlers } from './session'
import { snapshotHandlers } from './snapshots'
import { sshKeyHandlers } from './ssh-keys'
import { switchPortHandlers } from './switch-ports'
import { supportBundleHandlers } from './support-bundles'
import { timeseriesHandlers } from './timeseries'
import { userHandlers } from './users'
import { updateHandlers } from './update'
import { utilizationHandlers } from './utilization'
import { vpcRouterHandlers } from './vpc-routers'
import { vpcSubnetHandlers } from './vpc-subnets'
import { vpcHandlers } from './vpcs'

export const implementedHandlers: Partial<MSWHandlers> = {
  ...sessionHandlers,
  ...deviceHandlers,
  ...projectHandlers,
  ...policyHandlers,
  ...identityHandlers,
  ...identityProviderHandlers,
  ...userHandlers,
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
  ...ipPoolHandlers,
  ...rackNetworkHandlers,
  ...bgpHandlers,
  ...probeHandlers,
  ...switchPortHandlers,
  ...sshKeyHandlers,
  ...antiAffinityHandlers,
  ...affinityHandlers,
  ...timeseriesHandlers,
  ...utilizationHandlers,
  ...siloQuotaHandlers,
  ...siloHandlers,
  ...serialConsoleHandlers,
  ...hardwareHandlers,
  ...auditLogHandlers,
  ...supportBundleHandlers,
  ...alertHandlers,
  ...certificateHandlers,
  ...updateHandlers,
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
 * The generated shell answers invalid paths, queries and bodies itself, but with the
 * validator's whole report as the message and without the `request_id` every real API error
 * carries. Make those short, and add the id, so that all errors look alike.
 */
async function asApiError(response: Response, info: ResolverInfo): Promise<Response> {
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json')
  if (response.status < 400 || !isJson) return response
  const body: unknown = await response.clone().json()
  if (!body || typeof body !== 'object' || 'request_id' in body || !('message' in body)) return response
  if (typeof body.message === 'string') {
    const short = shortValidationError(body.message, info.params, new URL(info.request.url))
    if (short) return short
  }
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return Response.json({ request_id: requestId(), ...body }, { status: response.status, headers })
}

type ResolverInfo = Parameters<HttpResponseResolver>[0]

/**
 * Path parameters arrive as text, but the shell validates a numeric one (a loopback
 * address's `subnet_mask`) as a number, as it does query values. No name or id is all digits.
 */
const numbersIn = (params: ResolverInfo['params']) =>
  Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v]),
  ) as ResolverInfo['params']

/**
 * Runs the generated shell of one operation behind the API's HTTP-layer checks
 * (request-checks.ts), and gives its own error answers the API's shape.
 */
function withApiChecks(handler: HttpHandler): HttpHandler {
  // `resolver` is protected in MSW's typings; rebuilding the handler around it is the only
  // way to see the generated shell's own responses
  const resolver = (handler as unknown as { resolver: HttpResponseResolver }).resolver
  return new HttpHandler(handler.info.method, handler.info.path, async (info) => {
    // the shell reads the body of exactly the operations that take JSON, with request.json()
    checkJsonBodyOf(info.request)
    let response
    try {
      response = await resolver({ ...info, params: numbersIn(info.params) })
    } catch (e) {
      if (e instanceof Response) return e
      throw e
    }
    return response instanceof Response ? asApiError(response, info) : response
  })
}

type ShellParams = { query?: object; req: Request }

/** Refuses fractions where the API takes whole numbers, before the operation runs. */
function withWholeNumbers<P extends ShellParams, R>(handler: (params: P) => R) {
  return (params: P): R => {
    const refused = wholeNumberQueryError(params.query, new URL(params.req.url))
    if (refused) throw refused
    return handler(params)
  }
}

export type MockHandlerOptions = MockOptions & {
  /**
   * How long each step of a timed transition lasts (instance starting, disk attaching...).
   * Defaults to 1500 ms, or 300 ms when `delay` is off (tests, the browser test bundle).
   * The setting is process-wide: see timing.ts.
   */
  transitionMs?: number
  /** the operations to answer (all the mock has, unless a test leaves some out); the rest 501 */
  implemented?: Partial<MSWHandlers>
}

export function makeMockHandlers(opts: MockHandlerOptions): HttpHandler[] {
  setTransitionMs(opts.transitionMs ?? (opts.delay ? DEFAULT_TRANSITION_MS : FAST_TRANSITION_MS))
  const implemented = (opts.implemented ?? implementedHandlers) as Record<
    string,
    ((params: never) => unknown) | undefined
  >
  // makeHandlers asks for each operation by name exactly once, so wrapping on access is cheap
  const all = new Proxy({} as MSWHandlers, {
    get(_target, name) {
      if (typeof name !== 'string') return undefined
      const handler = implemented[name] ?? notImplementedHandler(name)
      // every mutating call the mock answers lands in the audit log (../audit-log.ts)
      return withAuditLog(operationId(name), withDelayAndFaults(name, withWholeNumbers(handler), opts))
    },
  })
  return [routed(withoutCallFrames(() => [oversizedBodyGuard, ...makeHandlers(all).map(withApiChecks)]))]
}

/**
 * MSW records where each handler was made, from a stack trace taken in its constructor, for
 * its log of what it answered, which is off: the mock's ~550 handlers (the generated shell's
 * and their wrappers) took ~5 ms of traces in the browser, on the way to the first call.
 */
function withoutCallFrames<T>(make: () => T): T {
  const limit = Error.stackTraceLimit
  Error.stackTraceLimit = 0
  try {
    return make()
  } finally {
    Error.stackTraceLimit = limit
  }
}
