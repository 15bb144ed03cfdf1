/**
 * Paginated lists, as the real API does them: `limit` and an opaque `page_token` in, a page
 * of `items` and `next_page` (null on the last page) out.
 *
 * The token records the sort order and the sort key of the last item shown, so a page
 * continues after that key even if items were added or removed meanwhile.
 */
import { invalidRequest } from './errors'

export type SortMode = 'name_ascending' | 'name_descending' | 'id_ascending'

/** The API document gives no default page size; this is the API server framework's default. */
export const DEFAULT_LIMIT = 100
export const MAX_LIMIT = 10000

export type PageQuery = {
  limit?: number | null
  pageToken?: string | null
  sortBy?: SortMode
}

type Token = { sort: SortMode; after: string }

// base64 of JSON always starts with "ey", so the generated shell, which turns numeric-looking
// query values into numbers, never mangles a token
const encodeToken = (t: Token) => btoa(JSON.stringify(t))

function decodeToken(raw: string): Token {
  try {
    const t: unknown = JSON.parse(atob(raw))
    if (
      t &&
      typeof t === 'object' &&
      'sort' in t &&
      'after' in t &&
      typeof t.after === 'string' &&
      (t.sort === 'name_ascending' || t.sort === 'name_descending' || t.sort === 'id_ascending')
    ) {
      return { sort: t.sort, after: t.after }
    }
  } catch {
    // fall through to the error below
  }
  throw invalidRequest('unable to parse page token')
}

type Sortable = { id: string; name?: string }

function keyOf(item: Sortable, sort: SortMode): string {
  return sort === 'id_ascending' ? item.id : (item.name ?? item.id)
}

// byte-wise comparison, like the database's ordering, rather than locale-aware ordering
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

export function paginate<T extends Sortable>(
  items: readonly T[],
  query: PageQuery,
  defaultSort: SortMode = 'name_ascending',
): { items: T[]; next_page: string | null } {
  // a page token carries the order of the scan it continues, as the real API's do
  const token = query.pageToken ? decodeToken(query.pageToken) : null
  const sort = token?.sort ?? query.sortBy ?? defaultSort
  const limit = Math.min(query.limit ?? DEFAULT_LIMIT, MAX_LIMIT)
  const direction = sort === 'name_descending' ? -1 : 1

  const sorted = [...items].sort((a, b) => direction * compare(keyOf(a, sort), keyOf(b, sort)))
  const rest = token ? sorted.filter((item) => direction * compare(keyOf(item, sort), token.after) > 0) : sorted
  const page = rest.slice(0, limit)
  const last = page.at(-1)
  const next_page = rest.length > limit && last ? encodeToken({ sort, after: keyOf(last, sort) }) : null
  return { items: page, next_page }
}

/** A page of `rows` as a list call answers it, each row shown through `view`. */
export function pageOf<T extends Sortable, V>(
  rows: readonly T[],
  query: PageQuery,
  view: (row: T) => V,
  defaultSort?: SortMode,
): { items: V[]; next_page: string | null } {
  const page = paginate(rows, query, defaultSort)
  return { items: page.items.map((row) => view(row)), next_page: page.next_page }
}
