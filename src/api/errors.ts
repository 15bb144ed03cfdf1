// Turns what the API answered into the text a user reads (SPEC section 8).
import type { ErrorBody } from './__generated__/http-client'

export const CLIENT_ERROR_MESSAGE = 'Error reading API response'
const UNKNOWN_ERROR_MESSAGE = 'Unknown server error'

const capitalize = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s)

// resource kinds come from identifiers ("vpc-subnet", "floatingIpCreate"); spell their
// acronyms the way the rest of the console does
const ACRONYMS: Record<string, string> = { vpc: 'VPC', ip: 'IP', ssh: 'SSH', saml: 'SAML', bgp: 'BGP' }
const kindName = (words: string) =>
  capitalize(
    words
      .split(' ')
      .map((w) => ACRONYMS[w.toLowerCase()] ?? w)
      .join(' '),
  )

/** "projectCreate" -> "Project", "vpcSubnetCreate" -> "VPC subnet" */
function kindFromOperation(operation: string | undefined): string | undefined {
  const base = operation?.replace(/(Create|Update|Add|Import)$/, '')
  if (!base) return undefined
  return kindName(
    base
      .replace(/([A-Z])/g, ' $1')
      .toLowerCase()
      .trim(),
  )
}

/** `already exists: vpc-subnet "default"` -> "VPC subnet" */
function kindFromMessage(message: string | undefined): string | undefined {
  const match = message?.match(/already exists:\s*([a-z][\w -]*?)\s*"/i)
  return match ? kindName(match[1].replace(/[-_]/g, ' ').trim()) : undefined
}

const JSON_PARSE_PREFIX = /^unable to parse JSON body:\s*/i

export function userMessage(body: Partial<ErrorBody> | undefined, operation?: string): string {
  const code = body?.errorCode
  const message = body?.message?.trim()
  if (code === 'Forbidden') return 'Action not authorized'
  if (code === 'ObjectNotFound' && message) return capitalize(message)
  if (code === 'ObjectAlreadyExists') {
    const kind = kindFromMessage(message) ?? kindFromOperation(operation) ?? 'Resource'
    return `${kind} name already exists`
  }
  if (message && JSON_PARSE_PREFIX.test(message)) return capitalize(message.replace(JSON_PARSE_PREFIX, ''))
  return message ? capitalize(message) : UNKNOWN_ERROR_MESSAGE
}

/** What every failed call throws: the user text plus what support needs to trace it. */
export class ApiError extends Error {
  readonly errorCode: string | undefined
  readonly statusCode: number | undefined
  readonly requestId: string | undefined
  readonly operation: string | undefined
  readonly url: string | undefined

  constructor(init: {
    message: string
    errorCode?: string | null
    statusCode?: number
    requestId?: string
    operation?: string
    url?: string
  }) {
    super(init.message)
    this.name = 'ApiError'
    this.errorCode = init.errorCode ?? undefined
    this.statusCode = init.statusCode
    this.requestId = init.requestId
    this.operation = init.operation
    this.url = init.url
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError

export const isNotFound = (e: unknown) => isApiError(e) && e.statusCode === 404

/**
 * What a user reads when a call failed: the API's text as the client words it, or, when no
 * answer came at all, that the API could not be reached.
 */
export function failureMessage(e: unknown): string {
  if (isApiError(e)) return e.message
  // fetch reports a dropped connection as a bare TypeError ("Failed to fetch")
  if (e instanceof TypeError) return `Could not reach the API (${e.message})`
  if (e instanceof Error && e.message) return e.message
  return String(e)
}
