import { afterEach, describe, expect, it, vi } from 'vitest'
import { archiveProblem } from './RepositoryUpload'
import { versionProblem } from './SetTargetRelease'
import { uploadRepository, type SendProgress } from './upload'

describe('what the set target release form refuses before asking the API', () => {
  it('wants a system version no older than the current target', () => {
    expect(versionProblem('16', '16.0.0')).toBe('Enter a system version such as 16.1.0')
    expect(versionProblem('15.9.9', '16.0.0')).toBe(
      '15.9.9 is older than the current target release 16.0.0; the rack does not go back',
    )
    expect(versionProblem('16.0.0', '16.0.0')).toBeUndefined()
    expect(versionProblem('16.1.0-rc.1', '16.0.0')).toBeUndefined()
    expect(versionProblem('1.0.0', undefined)).toBeUndefined()
  })
})

describe('what the upload refuses before sending', () => {
  it('takes only a zip archive', async () => {
    expect(await archiveProblem(new Blob([]))).toBe('The file is empty')
    expect(await archiveProblem(new Blob(['{"not": "a zip"}']))).toMatch(/^This is not a zip archive/)
    expect(await archiveProblem(new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0])]))).toBeUndefined()
  })
})

/** Stands in for the browser's XMLHttpRequest: sends the body in three parts, then answers. */
class FakeXhr {
  static answer = { status: 200, body: '' }
  static sent: { method: string; url: string; headers: Record<string, string>; body: unknown } | undefined
  upload: { onprogress?: (e: Partial<ProgressEvent>) => void } = {}
  status = 0
  responseText = ''
  onload?: () => void
  onerror?: () => void
  onabort?: () => void
  private request = { method: '', url: '', headers: {} as Record<string, string> }
  open(method: string, url: string) {
    this.request = { ...this.request, method, url }
  }
  setRequestHeader(name: string, value: string) {
    this.request.headers[name] = value
  }
  getResponseHeader = () => 'application/json'
  abort() {
    this.onabort?.()
  }
  send(body: Blob) {
    FakeXhr.sent = { ...this.request, body }
    for (const loaded of [1000, 2000, 3000]) this.upload.onprogress?.({ loaded, total: 3000, lengthComputable: true })
    this.status = FakeXhr.answer.status
    this.responseText = FakeXhr.answer.body
    queueMicrotask(() => this.onload?.())
  }
}

describe('uploadRepository', () => {
  afterEach(() => vi.unstubAllGlobals())
  const file = Object.assign(new Blob([new Uint8Array(3000)]), { name: 'oxide 16.1.0.zip' })

  it('sends the archive as the body and reports each step of the bytes sent', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    FakeXhr.answer = {
      status: 200,
      body: JSON.stringify({
        status: 'inserted',
        recorded: { repo: { system_version: '16.1.0', valid_until: '2035-01-01T00:00:00Z' }, artifacts: [] },
      }),
    }
    const seen: SendProgress[] = []
    const answer = await uploadRepository(file, (p) => seen.push(p), new AbortController().signal)
    expect(FakeXhr.sent).toMatchObject({
      method: 'PUT',
      url: '/v1/system/update/repository?file_name=oxide%2016.1.0.zip',
      headers: { 'content-type': 'application/octet-stream' },
      body: file,
    })
    expect(seen.map((p) => p.sent)).toEqual([1000, 2000, 3000])
    expect(answer.recorded.repo.systemVersion).toBe('16.1.0')
  })

  it('throws the API’s refusal with its message', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    FakeXhr.answer = {
      status: 400,
      body: JSON.stringify({ request_id: 'r', error_code: 'InvalidRequest', message: 'error loading repository: x' }),
    }
    await expect(uploadRepository(file, () => {}, new AbortController().signal)).rejects.toMatchObject({
      message: 'Error loading repository: x',
      statusCode: 400,
    })
  })
})
