import { describe, expect, it } from 'vitest'
import { fleetAdminId } from './fixtures/users'
import { get, post } from './test-utils'

// the mock's JSON answers are encoded once and measured in bytes (scripts/gen-api.mjs, jsonAsBytes)
const bytesOf = (body: unknown) => String(new TextEncoder().encode(JSON.stringify(body)).length)

describe('JSON answers', () => {
  it('say their length in bytes, not characters, with their type', async () => {
    const description = 'Über-Projekt ☃ für Tests'
    const created = await post('/v1/projects', { as: fleetAdminId, body: { name: 'json-bytes', description } })
    expect(created.status).toBe(201)
    const res = await get('/v1/projects/json-bytes', { as: fleetAdminId })
    expect(res.body.description).toBe(description)
    expect(res.headers.get('content-type')).toBe('application/json')
    expect(res.headers.get('content-length')).toBe(bytesOf(res.body))
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(JSON.stringify(res.body).length)
  })

  it('do so for errors too, with their status', async () => {
    const res = await get('/v1/projects/no-such-project', { as: fleetAdminId })
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toBe('application/json')
    expect(res.headers.get('content-length')).toBe(bytesOf(res.body))
  })
})
