import { describe, expect, it } from 'vitest'
import { ApiError } from '~/api/errors'
import { isAllZero, padToBlock, withBodiesAhead, type Chunk, type ChunkBodies, type ChunkBody } from './chunkBody'
import { chunkAt, chunkCount, CHUNK_SIZE, sendFile, type SendOptions } from './chunks'
import { isAbort } from './retry'

const KiB = 1024
const text = (body: ChunkBody | null) => new TextDecoder().decode(body!)
type Write = { offset: number; bytes: Buffer }

/** What a write's body says: the JSON the API reads, its base64 as bytes. */
function decoded(body: ChunkBody) {
  const json = JSON.parse(text(body)) as { offset: number; base64_encoded_data: string }
  return { keys: Object.keys(json), offset: json.offset, bytes: Buffer.from(json.base64_encoded_data, 'base64') }
}

function fileOf(parts: (number | 'zero')[][]): Blob {
  // each part: [length, fill] or [length, 'zero']; random-ish but deterministic fill
  const chunks = parts.map(([len, fill]) => {
    const b = new Uint8Array(len as number)
    if (fill !== 'zero') for (let i = 0; i < b.length; i++) b[i] = (i * 31 + (fill as number)) % 251 || 1
    return b
  })
  return new Blob(chunks)
}

function send(source: Blob, over: Partial<SendOptions> = {}) {
  const writes: Write[] = []
  const progress: number[] = []
  const opts: SendOptions = {
    source,
    blockSize: 512,
    concurrency: 4,
    retries: 2,
    backoffMs: 1,
    signal: new AbortController().signal,
    write: async (offset, body) => {
      const { bytes, ...json } = decoded(body)
      expect(json).toEqual({ keys: ['offset', 'base64_encoded_data'], offset })
      writes.push({ offset, bytes })
    },
    onProgress: (p) => progress.push(p.bytesSent),
    ...over,
  }
  return { writes, progress, result: sendFile(opts) }
}

describe('chunk layout', () => {
  it('cuts a file into 512 KiB chunks at 512 KiB offsets, the last one short', () => {
    const size = 2 * CHUNK_SIZE + 1000
    expect(chunkCount(size)).toBe(3)
    expect([0, 1, 2].map((i) => chunkAt(i, size))).toEqual([
      { index: 0, offset: 0, length: CHUNK_SIZE },
      { index: 1, offset: CHUNK_SIZE, length: CHUNK_SIZE },
      { index: 2, offset: 2 * CHUNK_SIZE, length: 1000 },
    ])
    expect(chunkCount(CHUNK_SIZE)).toBe(1)
    expect(chunkCount(0)).toBe(0)
  })

  it('pads a short chunk with zeros up to a whole block, and leaves whole blocks alone', () => {
    const short = Uint8Array.from([1, 2, 3])
    for (const block of [512, 2048, 4096]) {
      const padded = padToBlock(short, block)
      expect(padded.length).toBe(block)
      expect([...padded.subarray(0, 3)]).toEqual([1, 2, 3])
      expect(padded.subarray(3).every((b) => b === 0)).toBe(true)
    }
    const whole = new Uint8Array(4096)
    expect(padToBlock(whole, 512)).toBe(whole)
    expect(padToBlock(new Uint8Array(1000), 512).length).toBe(1024)
  })

  it('tells an all-zero chunk from one with a single set byte, aligned or not', () => {
    const zeros = new Uint8Array(CHUNK_SIZE)
    expect(isAllZero(zeros)).toBe(true)
    zeros[CHUNK_SIZE - 1] = 1
    expect(isAllZero(zeros)).toBe(false)
    const odd = new Uint8Array(11)
    expect(isAllZero(odd.subarray(1))).toBe(true)
    odd[10] = 7
    expect(isAllZero(odd.subarray(1))).toBe(false)
  })
})

describe('sending a file', () => {
  it('writes every chunk at its offset, the last padded to the block size', async () => {
    const source = fileOf([[2 * CHUNK_SIZE + 700, 5]])
    const { writes, result } = send(source, { blockSize: 4096 })
    const done = await result
    expect(done).toMatchObject({ bytesSent: source.size, chunksDone: 3, chunks: 3, bytesSkipped: 0 })
    writes.sort((a, b) => a.offset - b.offset)
    expect(writes.map((w) => [w.offset, w.bytes.length])).toEqual([
      [0, CHUNK_SIZE],
      [CHUNK_SIZE, CHUNK_SIZE],
      [2 * CHUNK_SIZE, 4096],
    ])
    // what arrives, put back together and cut to the file's length, is the file
    const original = Buffer.from(await source.arrayBuffer())
    const joined = Buffer.concat(writes.map((w) => w.bytes)).subarray(0, source.size)
    expect(joined.equals(original)).toBe(true)
    expect(writes[2].bytes.subarray(700).every((b) => b === 0)).toBe(true)
  })

  it('skips all-zero chunks but counts them as sent', async () => {
    const source = fileOf([
      [CHUNK_SIZE, 1],
      [2 * CHUNK_SIZE, 'zero'],
      [CHUNK_SIZE, 3],
      [300, 'zero'],
    ])
    const { writes, progress, result } = send(source)
    const done = await result
    expect(writes.map((w) => w.offset).sort((a, b) => a - b)).toEqual([0, 3 * CHUNK_SIZE])
    expect(done.bytesSkipped).toBe(2 * CHUNK_SIZE + 300)
    expect(done.bytesSent).toBe(source.size)
    expect(Math.max(...progress)).toBe(source.size)
    // progress only goes up
    expect(progress).toEqual([...progress].sort((a, b) => a - b))
  })

  it('never has more chunks in flight than the concurrency limit, and uses all of it', async () => {
    let inFlight = 0
    let most = 0
    const source = fileOf([[20 * CHUNK_SIZE, 9]])
    const { result } = send(source, {
      concurrency: 5,
      write: async () => {
        most = Math.max(most, ++inFlight)
        await new Promise((r) => setTimeout(r, 2))
        inFlight--
      },
    })
    await result
    expect(most).toBe(5)
  })

  it('retries a chunk that fails with a server error, then succeeds', async () => {
    const attempts = new Map<number, number>()
    const retried: number[] = []
    const { result } = send(fileOf([[3 * CHUNK_SIZE, 2]]), {
      retries: 3,
      write: async (offset) => {
        const n = (attempts.get(offset) ?? 0) + 1
        attempts.set(offset, n)
        if (offset === CHUNK_SIZE && n <= 2) throw new ApiError({ message: 'Service unavailable', statusCode: 503 })
        if (offset === 0 && n === 1) throw new TypeError('Failed to fetch')
      },
      onRetry: (chunk) => retried.push(chunk.offset),
    })
    await expect(result).resolves.toMatchObject({ chunksDone: 3 })
    expect(attempts.get(CHUNK_SIZE)).toBe(3)
    expect(retried.sort()).toEqual([0, CHUNK_SIZE, CHUNK_SIZE].sort())
  })

  it('gives up after the retries, stops the other chunks, and throws the error', async () => {
    const seen: number[] = []
    const { result } = send(fileOf([[40 * CHUNK_SIZE, 4]]), {
      concurrency: 2,
      retries: 2,
      write: async (offset) => {
        seen.push(offset)
        if (offset === CHUNK_SIZE) throw new ApiError({ message: 'Internal server error', statusCode: 500 })
        await new Promise((r) => setTimeout(r, 1))
      },
    })
    await expect(result).rejects.toThrow('Internal server error')
    expect(seen.filter((o) => o === CHUNK_SIZE)).toHaveLength(3)
    // the other worker stopped instead of sending the rest of the file
    expect(seen.length).toBeLessThan(20)
  })

  it('does not retry a request the server rejects as bad', async () => {
    let tries = 0
    const { result } = send(fileOf([[CHUNK_SIZE, 4]]), {
      write: async () => {
        tries++
        throw new ApiError({ message: 'Offset is not block-aligned', statusCode: 400 })
      },
    })
    await expect(result).rejects.toThrow('Offset is not block-aligned')
    expect(tries).toBe(1)
  })

  it('stops with an AbortError when cancelled, aborting the writes in flight', async () => {
    const controller = new AbortController()
    const aborted: number[] = []
    let started = 0
    const { result } = send(fileOf([[10 * CHUNK_SIZE, 6]]), {
      signal: controller.signal,
      concurrency: 3,
      write: (offset, _data, signal) =>
        new Promise<void>((_resolve, reject) => {
          const stop = () => {
            aborted.push(offset)
            reject(new DOMException('aborted', 'AbortError'))
          }
          if (++started === 3) controller.abort()
          // like fetch: an already aborted signal rejects at once
          if (signal.aborted) stop()
          else signal.addEventListener('abort', stop)
        }),
    })
    const error = await result.catch((e) => e)
    expect(isAbort(error)).toBe(true)
    expect(aborted).toHaveLength(3)
    expect(started).toBe(3)
  })

  it('reads the file one chunk at a time instead of all at once', async () => {
    const source = fileOf([[6 * CHUNK_SIZE + 5, 8]])
    const sliced: number[] = []
    const spy = new Proxy(source, {
      get(target, prop) {
        if (prop === 'slice') {
          return (start: number, end: number) => {
            sliced.push(end - start)
            return target.slice(start, end)
          }
        }
        const v = Reflect.get(target, prop, target)
        return typeof v === 'function' ? v.bind(target) : v
      },
    })
    await send(spy, { concurrency: 2 }).result
    expect(sliced).toHaveLength(7)
    expect(Math.max(...sliced)).toBe(CHUNK_SIZE)
    expect(Math.min(...sliced)).toBe(5)
    expect(512 * KiB).toBe(CHUNK_SIZE)
  })
})

describe('bodies asked for ahead', () => {
  /** Bodies that say which chunk they are, recording each ask; chunk 1's fails. */
  function counted() {
    const asked: number[] = []
    let closed = 0
    const bodies: ChunkBodies = {
      bodyOf: (chunk) => {
        asked.push(chunk.index)
        return chunk.index === 1
          ? Promise.reject(new Error('unreadable'))
          : Promise.resolve(new TextEncoder().encode(`${chunk.index}`))
      },
      close: () => void closed++,
    }
    return { asked, bodies, closed: () => closed }
  }
  const size = 5 * CHUNK_SIZE
  const at = (i: number): Chunk => chunkAt(i, size)

  it('asks for them at once, hands each out once, and makes the rest when asked', async () => {
    const { asked, bodies, closed } = counted()
    const ahead = withBodiesAhead(bodies, [at(0), at(1), at(2)])
    expect(asked).toEqual([0, 1, 2])
    expect(text(await ahead.bodyOf(at(2)))).toBe('2')
    expect(text(await ahead.bodyOf(at(0)))).toBe('0')
    expect(asked).toEqual([0, 1, 2])
    // a chunk asked for again (a retry) and one never asked ahead are made afresh
    expect(text(await ahead.bodyOf(at(0)))).toBe('0')
    expect(text(await ahead.bodyOf(at(4)))).toBe('4')
    expect(asked).toEqual([0, 1, 2, 0, 4])
    // a failure ahead is the asker's, when it asks
    await expect(ahead.bodyOf(at(1))).rejects.toThrow('unreadable')
    ahead.close()
    expect(closed()).toBe(1)
  })

  it('lets a failure ahead that no one asks for go unreported', async () => {
    const { bodies } = counted()
    withBodiesAhead(bodies, [at(1)]).close()
    // an unhandled rejection would fail this test run
    await new Promise((resolve) => setTimeout(resolve, 10))
  })
})
