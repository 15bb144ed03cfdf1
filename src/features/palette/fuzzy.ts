// How well what the user typed into the command palette matches a name. The typed characters
// must appear in the name in the same order (case ignored), not necessarily side by side, so
// "ws1" finds "web-server-1". Of all the ways they can line up, the best one counts: a match
// at the start of a word (after "-", "_", ".", a space, a digit run or a capital) and runs of
// characters side by side score higher, and every gap between matched characters costs a little.
// Names are short (≤ 63 characters), so an exact search of the alignments is cheap.

const MATCH = 1
const WORD_START = 8
const FIRST_CHARACTER = 4
const SIDE_BY_SIDE = 5
const GAP = 1

export type FuzzyMatch = {
  score: number
  /** where each typed character matched in the name, to highlight them */
  indices: number[]
}

const isAlnum = (c: string) => /[\p{L}\p{N}]/u.test(c)
const isDigit = (c: string) => c >= '0' && c <= '9'
const isUpper = (c: string) => c !== c.toLowerCase()

function isWordStart(text: string, i: number) {
  if (i === 0) return true
  const prev = text[i - 1]
  const here = text[i]
  if (!isAlnum(prev)) return true
  if (isDigit(here) !== isDigit(prev)) return true
  return isUpper(here) && !isUpper(prev)
}

/** Most names do not match at all: this answers that before the full search of alignments. */
function holdsInOrder(q: string, t: string) {
  let i = 0
  for (const c of t) if (c === q[i] && ++i === q.length) return true
  return false
}

/**
 * The best alignment of `query` in `text`, or null when `text` does not hold the query's
 * characters in order. An empty query matches everything with score 0.
 */
export function fuzzyMatch(query: string, text: string): FuzzyMatch | null {
  const q = query.toLowerCase()
  const t = text.toLowerCase()
  const m = q.length
  const n = t.length
  if (m === 0) return { score: 0, indices: [] }
  if (m > n || !holdsInOrder(q, t)) return null

  const bonus = (i: number) => MATCH + (isWordStart(text, i) ? WORD_START : 0) + (i === 0 ? FIRST_CHARACTER : 0)
  // best[j][i]: the best score of q[0..j] with q[j] matched at t[i] (-Infinity: impossible);
  // from[j][i]: where q[j-1] matched on that best way
  const best = Array.from({ length: m }, () => new Array<number>(n).fill(-Infinity))
  const from = Array.from({ length: m }, () => new Array<number>(n).fill(-1))
  for (let i = 0; i < n; i++) if (t[i] === q[0]) best[0][i] = bonus(i)
  for (let j = 1; j < m; j++) {
    // the best way q[j-1] matched somewhere before i-1, carried along as i grows
    let before = -Infinity
    let beforeAt = -1
    for (let i = j; i < n; i++) {
      if (i >= 2 && best[j - 1][i - 2] > before) {
        before = best[j - 1][i - 2]
        beforeAt = i - 2
      }
      if (t[i] !== q[j]) continue
      const sideBySide = best[j - 1][i - 1] + SIDE_BY_SIDE
      const afterGap = before - GAP
      if (sideBySide === -Infinity && afterGap === -Infinity) continue
      if (sideBySide >= afterGap) {
        best[j][i] = sideBySide + bonus(i)
        from[j][i] = i - 1
      } else {
        best[j][i] = afterGap + bonus(i)
        from[j][i] = beforeAt
      }
    }
  }

  let end = -1
  for (let i = 0; i < n; i++) if (best[m - 1][i] > (end < 0 ? -Infinity : best[m - 1][end])) end = i
  if (end < 0) return null
  const indices = [end]
  for (let j = m - 1; j > 0; j--) indices.unshift(from[j][indices[0]])
  // of two equally good matches, the shorter name is the closer one
  return { score: best[m - 1][end] - n / 100, indices }
}
