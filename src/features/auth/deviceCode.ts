export const CODE_LENGTH = 8
/** The real API issues XXXX-XXXX, so the dash follows the fourth letter (DESIGN.md). */
export const DASH_AFTER = 4

/** Letters only, uppercased: what a box or a paste may contribute. */
export const lettersOnly = (text: string) => text.replace(/[^a-z]/gi, '').toUpperCase()

/** Eight letters as the API expects them: ABCD-EFGH. */
export const formatUserCode = (letters: string[]) =>
  letters.slice(0, DASH_AFTER).join('') + '-' + letters.slice(DASH_AFTER, CODE_LENGTH).join('')

/** Fills the boxes from `start` with the letters of `text`, keeping the others. */
export function fillFrom(boxes: string[], start: number, text: string): string[] {
  const letters = lettersOnly(text).split('')
  const next = [...boxes]
  for (let i = 0; i < letters.length && start + i < CODE_LENGTH; i++) next[start + i] = letters[i]
  return next
}

export const isComplete = (boxes: string[]) => boxes.filter((b) => /^[A-Z]$/.test(b)).length === CODE_LENGTH
