// The terminal itself. xterm.js and its stylesheet are large and only the console needs
// them, so this module is imported dynamically once there is a console to show: neither the
// first load nor a visit to a stopped instance's console page pays for it.
import { FitAddon } from '@xterm/addon-fit'
import { Terminal } from '@xterm/xterm'
import '@xterm/xterm/css/xterm.css'
import { colorScheme, subscribeColorScheme, themeColor } from '~/ui/colorScheme'
import { binaryBytes, typedBytes } from './stream'

/** What the console page needs from a terminal, so the page never touches xterm's API. */
export type ConsoleTerminal = {
  write(bytes: Uint8Array): void
  /** forgets earlier output; a new connection replays the instance's buffered history */
  reset(): void
  focus(): void
  /** whether keys are taken: only while connected, so nothing is typed into the void */
  setInputEnabled(enabled: boolean): void
  /** bytes the user typed or pasted; returns the unsubscribe */
  onInput(listener: (bytes: Uint8Array<ArrayBuffer>) => void): () => void
  dispose(): void
}

// The terminal's colours per theme. The page's own (background, text, cursor, selection)
// come from the stylesheet (src/app.css); xterm paints the 16 ANSI colours itself, so they
// are spelled out here, each readable on its theme's background.
const ansi = {
  dark: {
    black: '#1e2327',
    red: '#f0787c',
    green: '#48d597',
    yellow: '#f5c26b',
    blue: '#8ab4f8',
    magenta: '#d7a6f5',
    cyan: '#7fd6e0',
    white: '#e7eaec',
    brightBlack: '#8c959d',
    brightRed: '#f59a9d',
    brightGreen: '#6fe3b0',
    brightYellow: '#f8d495',
    brightBlue: '#adc9fa',
    brightMagenta: '#e3c1f8',
    brightCyan: '#a6e4eb',
    brightWhite: '#ffffff',
  },
  // a light background turns white text into the faint one and black into the page's ink
  light: {
    black: '#14181b',
    red: '#b3252a',
    green: '#066c44',
    yellow: '#7f5100',
    blue: '#1b59ad',
    magenta: '#8a3fb0',
    cyan: '#0b6672',
    white: '#5a636b',
    brightBlack: '#4a535b',
    brightRed: '#9c1f24',
    brightGreen: '#055a39',
    brightYellow: '#6b4400',
    brightBlue: '#164a91',
    brightMagenta: '#74339a',
    brightCyan: '#08545e',
    brightWhite: '#14181b',
  },
}

const terminalTheme = () => ({
  background: themeColor('--color-canvas'),
  foreground: themeColor('--color-ink'),
  cursor: themeColor('--color-accent'),
  cursorAccent: themeColor('--color-canvas'),
  selectionBackground: themeColor('--color-info-line'),
  ...ansi[colorScheme()],
})

/** Opens a terminal filling `host`, resized to it whenever the host changes size. */
export function openTerminal(host: HTMLElement): ConsoleTerminal {
  const term = new Terminal({
    // mirrors the output into an accessible DOM tree and announces new text, so screen
    // reader users can read what the instance prints
    screenReaderMode: true,
    theme: terminalTheme(),
    fontFamily: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
    fontSize: 13,
    cursorBlink: false,
    // a boot log is long; keep enough of it to scroll back through
    scrollback: 5000,
    // until the stream is open there is nowhere for keys to go
    disableStdin: true,
  })
  const fit = new FitAddon()
  term.loadAddon(fit)
  term.open(host)

  // Fitting measures the host, which may be mid-layout when the observer fires; a frame
  // later it has settled, and several changes in one frame cost one fit.
  let frame = 0
  const refit = () => {
    cancelAnimationFrame(frame)
    frame = requestAnimationFrame(() => {
      // a hidden or zero-sized host has nothing to fit to
      if (host.clientWidth > 0 && host.clientHeight > 0) fit.fit()
    })
  }
  const observer = new ResizeObserver(refit)
  observer.observe(host)
  refit()
  // the user's theme changes, or the system's while the console follows it
  const unfollowTheme = subscribeColorScheme(() => (term.options.theme = terminalTheme()))

  return {
    write: (bytes) => term.write(bytes),
    reset: () => term.reset(),
    focus: () => term.focus(),
    setInputEnabled(enabled) {
      term.options.disableStdin = !enabled
      // a blinking cursor says "type here"; it should only say so when that works
      term.options.cursorBlink = enabled
    },
    onInput(listener) {
      const typed = term.onData((data) => listener(typedBytes(data)))
      const binary = term.onBinary((data) => listener(binaryBytes(data)))
      return () => {
        typed.dispose()
        binary.dispose()
      }
    },
    dispose() {
      observer.disconnect()
      unfollowTheme()
      cancelAnimationFrame(frame)
      term.dispose()
    },
  }
}
