// Route params, typed. A page reads the params its route declares; asking for one the route
// does not have is a bug in the route table, so it fails loudly instead of calling the API
// with an empty string.
import { useParams, type Params } from 'react-router'

/** Every param name the route table uses. */
type ParamName =
  | 'project'
  | 'instance'
  | 'disk'
  | 'snapshot'
  | 'image'
  | 'vpc'
  | 'rule'
  | 'subnet'
  | 'router'
  | 'route'
  | 'gateway'
  | 'floatingIp'
  | 'silo'
  | 'provider'

export type RouteParams = Readonly<Record<ParamName, string>>

const PARAM_NAMES = new Set<string>([
  'project',
  'instance',
  'disk',
  'snapshot',
  'image',
  'vpc',
  'rule',
  'subnet',
  'router',
  'route',
  'gateway',
  'floatingIp',
  'silo',
  'provider',
] satisfies ParamName[])

class MissingParamError extends Error {
  constructor(name: string) {
    super(`This page needs the route param "${name}", which its route does not have.`)
  }
}

/**
 * The route's params, where reading one the route lacks throws. Keys that are not param
 * names (a spread, `toJSON`) read as undefined, so the object behaves like a plain record.
 */
export function routeParams(params: Params): RouteParams {
  return new Proxy(params, {
    get(target, key) {
      const value = typeof key === 'string' ? target[key] : undefined
      if (value === undefined && typeof key === 'string' && PARAM_NAMES.has(key)) throw new MissingParamError(key)
      return value
    },
  }) as RouteParams
}

/** The current route's params: `const { project, vpc } = useRouteParams()`. */
export const useRouteParams = (): RouteParams => routeParams(useParams())
