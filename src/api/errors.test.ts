import { describe, expect, it } from 'vitest'
import { ApiError, CLIENT_ERROR_MESSAGE, userMessage } from './errors'

const body = (errorCode: string | null, message: string) => ({ errorCode, message, requestId: 'r1' })

describe('the error catalogue (SPEC section 8)', () => {
  it('shows Forbidden as "Action not authorized"', () => {
    expect(userMessage(body('Forbidden', 'Forbidden'))).toBe('Action not authorized')
  })

  it('shows ObjectNotFound as the server message, capitalised', () => {
    expect(userMessage(body('ObjectNotFound', 'not found: project with name "nope"'))).toBe(
      'Not found: project with name "nope"',
    )
  })

  it('names the kind from the message for ObjectAlreadyExists', () => {
    expect(userMessage(body('ObjectAlreadyExists', 'already exists: project "web"'))).toBe(
      'Project name already exists',
    )
    expect(userMessage(body('ObjectAlreadyExists', 'already exists: vpc-subnet "default"'))).toBe(
      'VPC subnet name already exists',
    )
  })

  it('names the kind from the operation when the message does not say', () => {
    expect(userMessage(body('ObjectAlreadyExists', 'already exists'), 'floatingIpCreate')).toBe(
      'Floating IP name already exists',
    )
    expect(userMessage(body('ObjectAlreadyExists', ''), 'projectUpdate')).toBe('Project name already exists')
  })

  it('shows the parse reason of a JSON body error, capitalised', () => {
    expect(userMessage(body(null, 'unable to parse JSON body: missing field `name` at line 1 column 2'))).toBe(
      'Missing field `name` at line 1 column 2',
    )
  })

  it('shows any other message capitalised, else "Unknown server error"', () => {
    expect(userMessage(body('InternalError', 'something broke'))).toBe('Something broke')
    expect(userMessage(body(null, ''))).toBe('Unknown server error')
    expect(userMessage(undefined)).toBe('Unknown server error')
  })

  it('keeps the fields support needs on the error object', () => {
    const e = new ApiError({ message: CLIENT_ERROR_MESSAGE, statusCode: 502, requestId: 'x', errorCode: null })
    expect(e).toMatchObject({ message: 'Error reading API response', statusCode: 502, requestId: 'x' })
    expect(e.errorCode).toBeUndefined()
  })
})
