// The terminal itself. xterm.js and its stylesheet are large and only the console needs
// them, so this module is imported dynamically once there is a console to show: neither the
// first load nor a visit to a stopped instance's console page pays for it.
import { FitAddon } from '@xterm/addon-fit'
import { Terminal } from '@xterm/xterm'
import '@xterm/xterm/css/xterm.css'
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

// The console's palette (src/app.css). xterm paints its own colours, so they are spelled
// out here; the foreground keeps well above 4.5:1 on the background.
const theme = {
  background: '#0e1113',
  foreground: '#e7eaec',
  cursor: '#48d597',
  cursorAccent: '#0e1113',
  selectionBackground: '#2b4a78',
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
}

/** Opens a terminal filling `host`, resized to it whenever the host changes size. */
export function openTerminal(host: HTMLElement): ConsoleTerminal {
  const term = new Terminal({
    // mirrors the output into an accessible DOM tree and announces new text, so screen
    // reader users can read what the instance prints
    screenReaderMode: true,
    theme,
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
      cancelAnimationFrame(frame)
      term.dispose()
    },
  }
}
