import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { shellCommand, shellLines, shellQuote } from './shell'

// names a crafted link or a careless caller could hand to a command
const HOSTILE = [
  'web-server-1?project=demo-project#;echo INJECTED',
  '$(touch /tmp/owned)',
  '`id`',
  "it's",
  "'; echo x; '",
  'a b\tc\nd',
  '~root',
  '{a,b}',
  '!!',
  '*',
  '-n',
  '',
]

const run = (shell: 'sh' | 'bash', script: string) => execFileSync(shell, ['-c', script], { encoding: 'utf8' })

describe('shell quoting', () => {
  it('leaves plain words as they are', () => {
    expect(shellCommand(['oxide', 'instance', 'serial', 'console', '--project', 'demo-project'])).toBe(
      'oxide instance serial console --project demo-project',
    )
    expect(shellQuote('user@10.0.0.1')).toBe('user@10.0.0.1')
    expect(shellQuote('fd00:99::10')).toBe('fd00:99::10')
  })

  it('quotes anything a shell would read as syntax', () => {
    expect(shellQuote('x;echo INJECTED')).toBe("'x;echo INJECTED'")
    expect(shellQuote("it's")).toBe(`'it'"'"'s'`)
    expect(shellQuote('')).toBe("''")
  })

  it.each(HOSTILE)('hands %j to the command as one argument, unchanged', (word) => {
    // what the shells make of the quoted text: printf shows each argument it got in brackets
    const script = `printf '[%s]\\n' ${shellQuote(word)}`
    expect(run('sh', script)).toBe(`[${word}]\n`)
    expect(run('bash', script)).toBe(`[${word}]\n`)
  })

  it('continues a long command over several lines', () => {
    expect(
      shellLines([
        ['oxide', 'disk', 'list'],
        ['--project', 'a b'],
      ]),
    ).toBe("oxide disk list \\\n  --project 'a b'")
    const script = shellLines([['printf', '[%s]\\n'], HOSTILE])
    expect(run('bash', script)).toBe(HOSTILE.map((w) => `[${w}]\n`).join(''))
  })
})
