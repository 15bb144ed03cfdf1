import { describe, expect, it } from 'vitest'
import { db } from './db'
import { fleetAdminId } from './fixtures/users'
import { MAX_JSON_DEPTH, nestingError } from './request-checks'
import { MAX_REQUEST_BODY_BYTES, MiB } from './sizes'
import { call, expectError, get, post } from './test-utils'

const projectNamed = (name: string) => db.projects.find((p) => p.name === name)
const asJson = { 'content-type': 'application/json' }

/** `[[[...]]]`, `depth` levels deep */
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)

describe('request bodies of JSON operations', () => {
  it('are refused with 415 when sent as a form, and nothing is created', async () => {
    const res = await post('/v1/projects', { as: fleetAdminId, form: { name: 'from-a-form', description: 'x' } })
    expectError(res, 415, 'UnsupportedMediaType')
    expect(res.body.message).toBe('expected content type "application/json", got "application/x-www-form-urlencoded"')
    expect(projectNamed('from-a-form')).toBeUndefined()
  })

  it('are refused with 415 when of a type the API does not know, such as text/plain', async () => {
    const res = await post('/v1/projects', {
      as: fleetAdminId,
      raw: JSON.stringify({ name: 'from-text', description: '' }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    })
    expectError(res, 415, 'UnsupportedMediaType')
    expect(res.body.message).toBe('unsupported mime type: "text/plain"')
    expect(projectNamed('from-text')).toBeUndefined()
  })

  it('are read as JSON when their type is JSON with parameters, in any case', async () => {
    const raw = JSON.stringify({ name: 'with-charset', description: '' })
    const headers = { 'content-type': 'Application/JSON; charset=utf-8' }
    expect((await post('/v1/projects', { as: fleetAdminId, raw, headers })).status).toBe(201)
  })

  it('are refused with 413 above 1 MiB, and nothing is stored', async () => {
    const description = 'x'.repeat(20 * MiB)
    const res = await post('/v1/projects', { as: fleetAdminId, body: { name: 'huge', description } })
    expectError(res, 413, 'PayloadTooLarge')
    expect(res.body.message).toBe(`request body exceeded maximum size of ${MAX_REQUEST_BODY_BYTES} bytes`)
    expect(projectNamed('huge')).toBeUndefined()
  })

  it('are refused with 413 whatever the operation, even one that reads no body', async () => {
    const res = await call('DELETE', '/v1/projects/demo-project', {
      as: fleetAdminId,
      raw: 'x'.repeat(MAX_REQUEST_BODY_BYTES + 1),
    })
    expectError(res, 413)
    expect(projectNamed('demo-project')).toBeDefined()
  })

  it('are answered 400, not a server error, when nested too deeply', async () => {
    const raw = `{"name": "deep", "description": ${nested(100_000)}}`
    const res = await post('/v1/projects', { as: fleetAdminId, raw, headers: asJson })
    expectError(res, 400, 'InvalidRequest')
    expect(res.body.message).toBe('unable to parse JSON body: recursion limit exceeded at line 1 column 159')
    expect(projectNamed('deep')).toBeUndefined()
  })

  it('that do not parse are answered 400 with the parser’s reason', async () => {
    const res = await post('/v1/projects', { as: fleetAdminId, raw: '{"name": ', headers: asJson })
    expectError(res, 400, 'InvalidRequest')
    expect(res.body.message).toMatch(/^unable to parse JSON body: /)
    const empty = await post('/v1/projects', { as: fleetAdminId, raw: '', headers: asJson })
    expect(empty.body.message).toBe('unable to parse JSON body: EOF while parsing a value at line 1 column 0')
  })

  it('with invalid values are answered in one short line naming the field', async () => {
    const badName = await post('/v1/projects', { as: fleetAdminId, body: { name: 'Bad Name', description: '' } })
    expectError(badName, 400, 'InvalidRequest')
    expect(badName.body.message).toBe('unable to parse JSON body: name is not a valid name')
    const badType = await post('/v1/projects', { as: fleetAdminId, body: { name: 'ok', description: 5 } })
    expect(badType.body.message).toBe('unable to parse JSON body: description: expected string, received number')
  })
})

describe('nestingError', () => {
  it('takes what the API’s parser takes and refuses one level more', () => {
    expect(nestingError(nested(MAX_JSON_DEPTH))).toBeNull()
    expect(nestingError(nested(MAX_JSON_DEPTH + 1))).toBe(
      `recursion limit exceeded at line 1 column ${MAX_JSON_DEPTH + 1}`,
    )
    // brackets inside strings are text, not nesting
    expect(nestingError(JSON.stringify({ s: '['.repeat(1000) }))).toBeNull()
    expect(nestingError(`"\\"${'['.repeat(1000)}"`)).toBeNull()
    // a string ending in an escaped backslash ends there: the brackets after it nest
    expect(nestingError(`["a\\\\",${'['.repeat(MAX_JSON_DEPTH)}`)).toBe(
      `recursion limit exceeded at line 1 column ${MAX_JSON_DEPTH + 7}`,
    )
  })

  it('places the refusal by line and column across lines and long strings', () => {
    const text = `{\n  "data": "${'A'.repeat(700_000)}",\n  "x": ${nested(MAX_JSON_DEPTH)}}`
    expect(nestingError(text)).toBe(`recursion limit exceeded at line 3 column ${MAX_JSON_DEPTH + 7}`)
  })
})

describe('query parameters', () => {
  it('refuse a fraction, or a number written otherwise, where the API takes a whole number', async () => {
    const res = await get('/v1/projects?limit=1.5', { as: fleetAdminId })
    expectError(res, 400, 'InvalidRequest')
    expect(res.body.message).toBe('bad query parameter "limit": "1.5" is not a whole number')
    expectError(await get('/v1/projects?limit=1e1', { as: fleetAdminId }), 400)
    expect((await get('/v1/projects?limit=2', { as: fleetAdminId })).body.items).toHaveLength(2)
  })

  it('out of range or of the wrong kind are answered in one short line', async () => {
    const zero = await get('/v1/projects?limit=0', { as: fleetAdminId })
    expectError(zero, 400, 'InvalidRequest')
    expect(zero.body.message).toBe('bad query parameter "limit": "0" must be at least 1')
    const sort = await get('/v1/projects?sort_by=newest', { as: fleetAdminId })
    expect(sort.body.message).toBe(
      'bad query parameter "sort_by": "newest" must be one of "name_ascending", "name_descending", "id_ascending"',
    )
    const project = await get('/v1/instances?project=Not_A_Name', { as: fleetAdminId })
    expect(project.body.message).toBe('bad query parameter "project": "Not_A_Name" is neither a name nor an id')
  })
})

describe('path parameters', () => {
  it('that are neither a name nor an id are answered 400 in one short line', async () => {
    const res = await get('/v1/instances/web-server-1%3Fproject%3Ddemo-project%23%3Becho?project=demo-project', {
      as: fleetAdminId,
    })
    expectError(res, 400, 'InvalidRequest')
    expect(res.body.message).toBe(
      'bad path parameter "instance": "web-server-1?project=demo-project#;echo" is neither a name nor an id',
    )
    const long = await get(`/v1/projects/${'X'.repeat(500)}`, { as: fleetAdminId })
    expect(long.body.message).toBe(`bad path parameter "project": "${'X'.repeat(61)}..." is neither a name nor an id`)
  })
})
