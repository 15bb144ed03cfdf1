import { describe, expect, it } from 'vitest'
import { z } from 'zod/v4'
import * as validators from './__generated__/validate'
import { lazySchema } from './lazySchema'

describe('lazySchema', () => {
  it('builds its schema the first time it is read, and only then', () => {
    let built = 0
    const name = lazySchema(() => (built++, z.string().min(2)))
    expect(built).toBe(0)
    expect(name.safeParse('ab').success).toBe(true)
    expect(name.safeParse('a').success).toBe(false)
    expect(built).toBe(1)
  })

  it('stands in for its schema inside others, with the same answers and messages', () => {
    const inner = lazySchema(() => z.string())
    const outer = z.object({ name: inner, note: inner.optional() })
    expect(outer.parse({ name: 'disk-1' })).toEqual({ name: 'disk-1' })
    const refused = outer.safeParse({ name: 7 })
    expect(refused.error?.issues).toEqual(z.object({ name: z.string() }).safeParse({ name: 7 }).error?.issues)
    expect(inner instanceof z.ZodType).toBe(true)
    expect('_zod' in inner).toBe(true)
  })
})

describe('the generated validators', () => {
  it('every schema builds, none refers to itself as it is built', () => {
    const schemas = Object.values(validators).filter((v) => v instanceof z.ZodType)
    expect(schemas.length).toBeGreaterThan(600)
    for (const schema of schemas) expect(schema._zod.def).toBeDefined()
  })

  it('answer as the API document says (keys as the client reads them)', () => {
    expect(validators.Name.safeParse('my-disk').success).toBe(true)
    expect(validators.Name.safeParse('My Disk').success).toBe(false)
    const disk = { name: 'data', description: '', size: 1024 ** 3, disk_source: { type: 'blank', block_size: 512 } }
    expect(validators.DiskCreate.safeParse(disk).success).toBe(true)
    const refused = validators.DiskCreate.safeParse({ ...disk, disk_source: undefined }).error?.issues
    expect(refused?.map((issue) => issue.path)).toEqual([['diskSource']])
  })
})
