import { describe, expect, it } from 'vitest'
import { binaryBytes, closeMessage, consoleStreamUrl, HISTORY_BYTES, typedBytes } from './stream'

describe('consoleStreamUrl', () => {
  it('uses a secure socket on an https page, on the page host', () => {
    expect(consoleStreamUrl({ protocol: 'https:', host: 'console.rack.example' }, 'demo-project', 'web-server-1')).toBe(
      `wss://console.rack.example/v1/instances/web-server-1/serial-console/stream?project=demo-project&most_recent=${HISTORY_BYTES}`,
    )
  })

  it('uses a plain socket on an http page, keeping the port', () => {
    const url = new URL(consoleStreamUrl({ protocol: 'http:', host: '127.0.0.1:4199' }, 'p', 'i', 10))
    expect(url.protocol).toBe('ws:')
    expect(url.host).toBe('127.0.0.1:4199')
    expect(url.pathname).toBe('/v1/instances/i/serial-console/stream')
    expect(url.searchParams.get('project')).toBe('p')
    expect(url.searchParams.get('most_recent')).toBe('10')
  })

  it('escapes what it puts in the path and query', () => {
    const url = consoleStreamUrl({ protocol: 'http:', host: 'h' }, 'a&b', 'x/y')
    expect(url).toContain('/v1/instances/x%2Fy/serial-console/stream?project=a%26b&')
  })
})

describe('closeMessage', () => {
  it('reads refusals (4000 + status) with the API message', () => {
    expect(
      closeMessage(
        4400,
        'Instance "db-primary" is stopped: it has a serial console while running, rebooting, migrating or repairing',
      ),
    ).toBe('Instance "db-primary" is stopped: it has a serial console while running, rebooting, migrating or repairing')
    expect(closeMessage(4404, 'not found: instance with name "gone"')).toBe('Not found: instance with name "gone"')
  })

  it('words a forbidden console like any forbidden action', () => {
    expect(closeMessage(4403, 'Forbidden')).toBe('Action not authorized')
  })

  it('asks to sign in again when the session is gone', () => {
    expect(closeMessage(4401, 'credentials missing or invalid')).toMatch(/Sign in again/)
  })

  it('falls back to the status when a refusal has no message', () => {
    expect(closeMessage(4500, '')).toBe('The server refused the console (status 500)')
  })

  it('explains the standard close codes', () => {
    expect(closeMessage(1000, '')).toBe('The console closed the connection')
    expect(closeMessage(1001, '')).toBe('The server is going away')
    expect(closeMessage(1006, '')).toBe('The connection was lost')
    expect(closeMessage(1011, 'internal error')).toBe('The server hit an internal error')
    expect(closeMessage(3001, '')).toBe('The connection closed (code 3001)')
    expect(closeMessage(3001, 'custom reason')).toBe('Custom reason')
  })
})

describe('input bytes', () => {
  it('sends typed text as UTF-8, with Enter as a carriage return', () => {
    expect([...typedBytes('hi\r')]).toEqual([104, 105, 13])
    expect([...typedBytes('é')]).toEqual([0xc3, 0xa9])
  })

  it('sends binary events one byte per character', () => {
    expect([...binaryBytes('\x1b[M\xe9')]).toEqual([27, 91, 77, 0xe9])
  })
})
