/**
 * Short messages for requests the generated shell refuses. The shell answers invalid path,
 * query and body values itself, with the validator's whole report as the message
 * (`Zod error for params: {...}`, patterns and all) and 404 for a bad path parameter. The
 * real API answers 400 with one line naming the parameter; these turn the shell's answers
 * into that.
 */
import { invalidRequest } from './errors'

/** What the validator reports of one problem (the fields used here). */
type Issue = {
  code?: string
  origin?: string
  path?: (string | number)[]
  message?: string
  minimum?: number | bigint
  maximum?: number | bigint
  values?: unknown[]
  pattern?: string
  format?: string
}

const SHELL_PARAMS_PREFIX = 'Zod error for params: '
const SHELL_BODY_PREFIX = 'Zod error for body: '

/** `sortBy` -> `sort_by`: the shell reports the client's names, the API uses the document's. */
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/** A value as it appears in a message: quoted, and cut short so that no message is long. */
export function quoted(value: string): string {
  return JSON.stringify(value.length > 64 ? `${value.slice(0, 61)}...` : value)
}

/** The shell's message holds the validator's error as JSON, whose `message` is the issue list. */
function issuesOf(report: string): Issue[] {
  try {
    const error = JSON.parse(report) as { message?: string }
    const issues = JSON.parse(error.message ?? '') as unknown
    return Array.isArray(issues) ? (issues as Issue[]) : []
  } catch {
    return []
  }
}

/** The shape of every name in the API (the document's `Name` pattern). */
const NAME_PATTERN_PART = '[a-z]([a-zA-Z0-9-]*[a-zA-Z0-9]+)?'

/** What is wrong with a value, in a few words. */
function problem(issue: Issue, inBody: boolean): string {
  const number = issue.origin === 'number' || issue.origin === 'bigint'
  switch (issue.code) {
    // names and ids are the only unions among parameters; bodies have many other kinds
    case 'invalid_union':
      return inBody ? 'matches none of the accepted forms' : 'is neither a name nor an id'
    case 'invalid_value':
      return `must be one of ${(issue.values ?? []).map((v) => JSON.stringify(v)).join(', ')}`
    case 'too_small':
      return number ? `must be at least ${issue.minimum}` : `must be at least ${issue.minimum} characters long`
    case 'too_big':
      return number ? `must be at most ${issue.maximum}` : `must be at most ${issue.maximum} characters long`
    case 'invalid_format':
      if (issue.format === 'uuid') return 'is not a valid id'
      return issue.pattern?.includes(NAME_PATTERN_PART) ? 'is not a valid name' : 'is not in the expected format'
    case 'invalid_type':
      return (issue.message ?? 'has the wrong type').replace(/^Invalid input: /, '')
    default:
      return (issue.message ?? 'is not valid').toLowerCase()
  }
}

/** `rules[0].filters.ports`, as the real API names a field of a body. */
function fieldPath(path: (string | number)[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i > 0 ? '.' : ''}${snakeCase(p)}`)).join('')
}

function paramsError(issue: Issue | undefined, pathParams: Record<string, unknown>, url: URL): Response {
  const [where, name] = issue?.path ?? []
  if (!issue || typeof name !== 'string') return invalidRequest('invalid parameters')
  const wireName = snakeCase(name)
  const raw = where === 'path' ? pathParams[name] : url.searchParams.get(wireName)
  const value = typeof raw === 'string' ? `${quoted(raw)} ` : ''
  const kind = where === 'path' ? 'path' : 'query'
  return invalidRequest(`bad ${kind} parameter "${wireName}": ${value}${problem(issue, false)}`)
}

function bodyError(issue: Issue | undefined): Response {
  if (!issue) return invalidRequest('unable to parse JSON body: invalid value')
  const what = problem(issue, true)
  if (!issue.path || issue.path.length === 0) return invalidRequest(`unable to parse JSON body: ${what}`)
  // "name is not a valid name", "description: expected string, received number"
  const separator = /^(is|must|matches) /.test(what) ? ' ' : ': '
  return invalidRequest(`unable to parse JSON body: ${fieldPath(issue.path)}${separator}${what}`)
}

/**
 * The short answer for one of the shell's validation errors, or null if the response is
 * not one. A bad path parameter becomes 400: a value that cannot name anything is a bad
 * request, not a missing object.
 */
export function shortValidationError(message: string, pathParams: Record<string, unknown>, url: URL): Response | null {
  if (message.startsWith(SHELL_PARAMS_PREFIX)) {
    return paramsError(issuesOf(message.slice(SHELL_PARAMS_PREFIX.length))[0], pathParams, url)
  }
  if (message.startsWith(SHELL_BODY_PREFIX)) {
    return bodyError(issuesOf(message.slice(SHELL_BODY_PREFIX.length))[0])
  }
  return null
}
