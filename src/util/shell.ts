// Commands the console shows for copying into a terminal. Every word is quoted for a POSIX
// shell (bash, zsh, sh), so a name can only ever be one argument, never more shell syntax.
// (A small stand-in for a library such as `shell-quote`, which is not a dependency here.)

/** Words made only of these need no quotes in any POSIX shell. */
const PLAIN_WORD = /^[A-Za-z0-9_@%+=:,./-]+$/

/** One word, quoted when it holds anything a shell would read as syntax. */
export function shellQuote(word: string): string {
  if (PLAIN_WORD.test(word)) return word
  // inside single quotes nothing is special, except the closing quote itself: end the
  // quoted part, add an escaped quote, and open a new quoted part
  return `'${word.replaceAll("'", `'\\''`)}'`
}

/** A command of one line: `shellCommand(['ssh', 'user@host'])`. */
export const shellCommand = (words: string[]) => words.map(shellQuote).join(' ')

/** A command over several lines, each continued with a backslash and indented. */
export const shellLines = (lines: string[][]) => lines.map(shellCommand).join(' \\\n  ')
