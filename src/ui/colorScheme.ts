// For what paints its own colours (uPlot's canvas, xterm.js) and so cannot follow the
// stylesheet's variables by itself. It reads the page, not the preference's store: the theme
// is <html data-theme> (src/preferences/theme.ts), or the system's when not pinned. No React
// here: the terminal is no component, and a lazily loaded module importing React without its
// JSX runtime splits the two into separate chunks of the first load (+270 B gzip).

const systemDark = () => matchMedia('(prefers-color-scheme: dark)')

/** The palette in force now. */
export function colorScheme(): 'light' | 'dark' {
  const pinned = document.documentElement.dataset.theme
  if (pinned === 'light' || pinned === 'dark') return pinned
  return systemDark().matches ? 'dark' : 'light'
}

/** Calls `onChange` when the palette may have changed: a new choice, or the system's. */
export function subscribeColorScheme(onChange: () => void) {
  const choice = new MutationObserver(onChange)
  choice.observe(document.documentElement, { attributeFilter: ['data-theme'] })
  const system = systemDark()
  system.addEventListener('change', onChange)
  return () => {
    choice.disconnect()
    system.removeEventListener('change', onChange)
  }
}

/**
 * A colour of the palette (`--color-ink-muted`) as the browser resolves it now, for a canvas.
 * Read through an element, since the variable's own text is `light-dark(…)` (src/app.css).
 */
export function themeColor(variable: `--color-${string}`) {
  const probe = document.createElement('i')
  probe.style.color = `var(${variable})`
  document.body.append(probe)
  const color = getComputedStyle(probe).color
  probe.remove()
  return color
}
