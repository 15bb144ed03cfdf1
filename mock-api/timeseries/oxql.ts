/**
 * A parser for the small part of OxQL (the Oximeter query language) that the console sends:
 *
 *   get <timeseries_name>
 *     | filter <comparison> && <comparison> ...
 *     | align mean_within(<N>s|m|h|d)
 *     | group_by [<field>, ...], sum|mean
 *
 * A comparison is `timestamp >=|>|<=|< @<ISO-8601>` or `<field> == <literal>` (a quoted
 * string, an integer or a boolean). Whitespace, including newlines, is free.
 *
 * Anything else is rejected with a message that names what was expected and where, since a
 * mock that silently ignored part of a query would hide mistakes in the console's queries.
 */
import { invalidRequest } from '../errors'

export type TimeBound = { op: '>=' | '>' | '<=' | '<'; ms: number }
export type FieldLiteral = string | number | boolean
type FieldEquals = { field: string; value: FieldLiteral }

type Filter = { time: TimeBound[]; fields: FieldEquals[] }
export type Align = { kind: 'align'; method: 'mean_within'; periodMs: number }
export type GroupBy = { kind: 'group_by'; fields: string[]; reducer: 'sum' | 'mean' }
type TableOp = Align | GroupBy

export type OxqlQuery = {
  timeseriesName: string
  /** the filter directly after `get`, the only place the mock accepts one */
  filter: Filter
  /** the rest of the pipeline, in the order written */
  ops: TableOp[]
}

type TokenKind = 'ident' | 'string' | 'int' | 'duration' | 'timestamp' | 'punct' | 'end'
type Token = { kind: TokenKind; text: string; pos: number }

const PUNCT = ['&&', '||', '==', '!=', '>=', '<=', '~=', '|', '>', '<', '(', ')', '[', ']', ',', '!']
const DURATION_UNITS: Record<string, number> = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }

const fail = (detail: string): never => {
  throw invalidRequest(`Query parsing failed: ${detail}`)
}

function tokenize(src: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  while (i < src.length) {
    const rest = src.slice(i)
    const space = /^\s+/.exec(rest)
    if (space) {
      i += space[0].length
      continue
    }
    const pos = i
    let m: RegExpExecArray | null
    if ((m = /^@[0-9A-Za-z:.+-]+/.exec(rest))) {
      tokens.push({ kind: 'timestamp', text: m[0].slice(1), pos })
    } else if ((m = /^[A-Za-z_][A-Za-z0-9_]*(:[A-Za-z_][A-Za-z0-9_]*)?/.exec(rest))) {
      tokens.push({ kind: 'ident', text: m[0], pos })
    } else if ((m = /^-?\d+([a-z]+)?/.exec(rest))) {
      tokens.push({ kind: m[1] ? 'duration' : 'int', text: m[0], pos })
    } else if (rest[0] === '"' || rest[0] === "'") {
      const { value, length } = readString(rest, pos)
      tokens.push({ kind: 'string', text: value, pos })
      i += length
      continue
    } else {
      const punct = PUNCT.find((p) => rest.startsWith(p))
      if (!punct) fail(`unexpected character '${rest[0]}' at position ${pos}`)
      tokens.push({ kind: 'punct', text: punct!, pos })
      i += punct!.length
      continue
    }
    i += m[0].length
  }
  tokens.push({ kind: 'end', text: 'end of query', pos: src.length })
  return tokens
}

function readString(rest: string, pos: number): { value: string; length: number } {
  const quote = rest[0]
  let value = ''
  for (let j = 1; j < rest.length; j++) {
    const c = rest[j]
    if (c === '\\' && j + 1 < rest.length) value += rest[++j]
    else if (c === quote) return { value, length: j + 1 }
    else value += c
  }
  return fail(`unterminated string starting at position ${pos}`)
}

/**
 * Timestamps are UTC. A date-time without a zone is read as UTC too (JavaScript would read
 * it as local time, which would make the same query mean different things on different
 * machines).
 */
function parseTimestamp(text: string, pos: number): number {
  const iso = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/
  const m = iso.exec(text)
  if (!m) fail(`invalid timestamp '@${text}' at position ${pos}: expected ISO-8601, e.g. @2025-07-30T12:00:00Z`)
  const withZone = m![1] && !m![4] ? `${text}Z` : text
  const ms = Date.parse(withZone)
  if (Number.isNaN(ms)) fail(`invalid timestamp '@${text}' at position ${pos}`)
  return ms
}

class Parser {
  private i = 0
  constructor(private readonly tokens: Token[]) {}

  private peek(): Token {
    return this.tokens[this.i]
  }

  private next(): Token {
    const t = this.tokens[this.i]
    if (t.kind !== 'end') this.i++
    return t
  }

  private describe(t: Token): string {
    if (t.kind === 'end') return 'end of query'
    if (t.kind === 'string') return `"${t.text}" at position ${t.pos}`
    if (t.kind === 'timestamp') return `'@${t.text}' at position ${t.pos}`
    return `'${t.text}' at position ${t.pos}`
  }

  private expected(what: string, t = this.peek()): never {
    return fail(`expected ${what}, found ${this.describe(t)}`)
  }

  private isPunct(text: string): boolean {
    const t = this.peek()
    return t.kind === 'punct' && t.text === text
  }

  private punct(text: string) {
    if (!this.isPunct(text)) this.expected(`'${text}'`)
    this.next()
  }

  private ident(what: string): Token {
    const t = this.peek()
    if (t.kind !== 'ident') this.expected(what)
    return this.next()
  }

  parseQuery(): OxqlQuery {
    const get = this.peek()
    if (get.kind !== 'ident' || get.text !== 'get') this.expected("'get'")
    this.next()
    const name = this.ident('a timeseries name (target:metric)')
    if (!name.text.includes(':')) fail(`expected a timeseries name of the form target:metric, found '${name.text}'`)

    let filter: Filter = { time: [], fields: [] }
    const ops: TableOp[] = []
    while (this.isPunct('|')) {
      this.next()
      const op = this.ident("a table operation ('filter', 'align' or 'group_by')")
      if (op.text === 'filter') {
        // filtering after alignment or grouping would act on derived points; the console never
        // does it, and a mock that did it differently from the real system would mislead
        if (ops.length > 0 || filter.time.length + filter.fields.length > 0) {
          fail(`the mock API supports a single 'filter' directly after 'get' (position ${op.pos})`)
        }
        filter = this.parseFilter()
      } else if (op.text === 'align') {
        ops.push(this.parseAlign())
      } else if (op.text === 'group_by') {
        ops.push(this.parseGroupBy())
      } else {
        fail(
          `unsupported table operation '${op.text}' at position ${op.pos} (the mock API supports filter, align and group_by)`,
        )
      }
    }
    if (this.peek().kind !== 'end') this.expected("'|' or end of query")
    return { timeseriesName: name.text, filter, ops }
  }

  private parseFilter(): Filter {
    const filter: Filter = { time: [], fields: [] }
    for (;;) {
      this.parseComparison(filter)
      if (this.isPunct('&&')) {
        this.next()
        continue
      }
      if (this.isPunct('||') || this.isPunct('(') || this.isPunct('!')) {
        fail(`the mock API supports only comparisons joined by '&&' in a filter (position ${this.peek().pos})`)
      }
      return filter
    }
  }

  private parseComparison(filter: Filter) {
    if (this.isPunct('(') || this.isPunct('!')) {
      fail(`the mock API supports only comparisons joined by '&&' in a filter (position ${this.peek().pos})`)
    }
    const field = this.ident('a field name or timestamp')
    const opToken = this.peek()
    if (opToken.kind !== 'punct' || !['==', '!=', '>=', '>', '<=', '<', '~='].includes(opToken.text)) {
      this.expected('a comparison operator')
    }
    this.next()
    const op = opToken.text
    const literal = this.next()

    if (field.text === 'timestamp') {
      if (op !== '>=' && op !== '>' && op !== '<=' && op !== '<') {
        fail(`timestamps can be compared with >=, >, <= or < in the mock API, found '${op}' at position ${opToken.pos}`)
      }
      if (literal.kind !== 'timestamp') this.expected('a timestamp literal like @2025-07-30T12:00:00Z', literal)
      filter.time.push({ op: op as TimeBound['op'], ms: parseTimestamp(literal.text, literal.pos) })
      return
    }
    if (op !== '==') {
      fail(`the mock API compares fields only with '==', found '${op}' at position ${opToken.pos}`)
    }
    filter.fields.push({ field: field.text, value: this.fieldLiteral(literal) })
  }

  private fieldLiteral(t: Token): FieldLiteral {
    if (t.kind === 'string') return t.text
    if (t.kind === 'int') return Number(t.text)
    if (t.kind === 'ident' && (t.text === 'true' || t.text === 'false')) return t.text === 'true'
    return this.expected('a quoted string, integer or boolean', t)
  }

  private parseAlign(): Align {
    const method = this.ident('an alignment method')
    if (method.text !== 'mean_within') {
      fail(
        `unsupported alignment method '${method.text}' at position ${method.pos} (the mock API supports mean_within)`,
      )
    }
    this.punct('(')
    const period = this.peek()
    if (period.kind !== 'duration') this.expected('a duration like 60s, 5m or 1h')
    this.next()
    this.punct(')')
    const [, amount, unit] = /^(-?\d+)([a-z]+)$/.exec(period.text)!
    const unitMs = DURATION_UNITS[unit]
    if (!unitMs) fail(`unsupported duration unit '${unit}' at position ${period.pos} (use s, m, h or d)`)
    const periodMs = Number(amount) * unitMs
    if (!(periodMs > 0)) fail(`the alignment period must be positive, found '${period.text}' at position ${period.pos}`)
    return { kind: 'align', method: 'mean_within', periodMs }
  }

  private parseGroupBy(): GroupBy {
    this.punct('[')
    const fields: string[] = []
    if (!this.isPunct(']')) {
      for (;;) {
        fields.push(this.ident('a field name').text)
        if (!this.isPunct(',')) break
        this.next()
      }
    }
    this.punct(']')
    // OxQL's default reducer is the mean; the console always asks for the sum
    let reducer: GroupBy['reducer'] = 'mean'
    if (this.isPunct(',')) {
      this.next()
      const r = this.ident("a reducer ('sum' or 'mean')")
      if (r.text !== 'sum' && r.text !== 'mean')
        fail(`unsupported reducer '${r.text}' at position ${r.pos} (use sum or mean)`)
      reducer = r.text as GroupBy['reducer']
    }
    return { kind: 'group_by', fields, reducer }
  }
}

/** Parses an OxQL query, or throws a 400 InvalidRequest response that says what is wrong. */
export function parseOxql(query: string): OxqlQuery {
  if (query.trim() === '') fail('the query is empty')
  return new Parser(tokenize(query)).parseQuery()
}
