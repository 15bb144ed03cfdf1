// Route params, typed and checked. A page reads the params its route declares; asking for
// one the route does not have is a bug in the route table, so it fails loudly instead of
// calling the API with an empty string. A param that cannot name anything in the API is a
// page that does not exist, decided before any request is made with it.
import { useParams, type Params } from 'react-router'
import { isName, isNameOrId, isUuid } from './util/nameRules'

/**
 * Every param name the route table uses, with what the API accepts in its place: most
 * resources are picked by name or id (`NameOrId`); firewall rules live in a list under
 * their VPC and are found by name, and sign-in paths take the silo's and the identity
 * provider's names (`Name`); hardware (sleds) has no names, only ids (`Uuid`).
 */
const PARAM_RULES = {
  project: isNameOrId,
  instance: isNameOrId,
  disk: isNameOrId,
  snapshot: isNameOrId,
  image: isNameOrId,
  vpc: isNameOrId,
  rule: isName,
  subnet: isNameOrId,
  router: isNameOrId,
  route: isNameOrId,
  gateway: isNameOrId,
  floatingIp: isNameOrId,
  sshKey: isNameOrId,
  userId: isUuid,
  groupId: isUuid,
  builtinUser: isNameOrId,
  antiAffinityGroup: isNameOrId,
  affinityGroup: isNameOrId,
  silo: isName,
  pool: isNameOrId,
  provider: isName,
  sledId: isUuid,
  bundleId: isUuid,
  receiver: isNameOrId,
  certificate: isNameOrId,
  trustRootId: isUuid,
  switchId: isUuid,
  port: isName,
  portSettings: isNameOrId,
  addressLot: isNameOrId,
  announceSet: isNameOrId,
  probe: isNameOrId,
} satisfies Record<string, (value: string) => boolean>

type ParamName = keyof typeof PARAM_RULES

export type RouteParams = Readonly<Record<ParamName, string>>

const isParamName = (key: string): key is ParamName => Object.hasOwn(PARAM_RULES, key)

class MissingParamError extends Error {
  constructor(name: string) {
    super(`This page needs the route param "${name}", which its route does not have.`)
  }
}

/**
 * A route param that is neither a name nor an id, such as `web-server-1?x=1#;echo` from a
 * crafted link. The error screen shows it as page-not-found: nothing by that name can exist.
 */
export class InvalidRouteParamError extends Error {
  constructor(name: string) {
    super(`The route param "${name}" is not a valid name or id.`)
  }
}

/**
 * The route's params, where reading one the route lacks, or one no resource could be
 * called, throws. Keys that are not param names (a spread, `toJSON`) read as they are,
 * so the object behaves like a plain record.
 */
export function routeParams(params: Params): RouteParams {
  return new Proxy(params, {
    get(target, key) {
      const value = typeof key === 'string' ? target[key] : undefined
      if (typeof key !== 'string' || !isParamName(key)) return value
      if (value === undefined) throw new MissingParamError(key)
      if (!PARAM_RULES[key](value)) throw new InvalidRouteParamError(key)
      return value
    },
  }) as RouteParams
}

/** The current route's params: `const { project, vpc } = useRouteParams()`. */
export const useRouteParams = (): RouteParams => routeParams(useParams())
