// Commands the console shows for copying into a terminal. Every word is quoted for a POSIX
// shell (bash, zsh, sh), so a name can only ever be one argument, never more shell syntax.
import { quote } from 'shlex'

/** One word, quoted when it holds anything a shell would read as syntax. */
export const shellQuote = (word: string): string => quote(word)

/** A command of one line: `shellCommand(['ssh', 'user@host'])`. */
export const shellCommand = (words: string[]) => words.map(shellQuote).join(' ')

/** A command over several lines, each continued with a backslash and indented. */
export const shellLines = (lines: string[][]) => lines.map(shellCommand).join(' \\\n  ')
