// Where the command palette and the keyboard shortcuts' help live on every signed-in page: the
// keys that open them and a one-value store. This part rides in the first chunk, so it stays
// tiny; the palette and the help load when first opened.
import { Suspense, useLayoutEffect, useSyncExternalStore } from 'react'
import { useMatchedHandleSays } from '~/routing'
import { useIsFleetViewer } from '~/api/session'
import { closes, lazyPart } from '~/ui/splitModule'

type Shown = 'palette' | 'shortcuts' | null

let shown: Shown = null
const listeners = new Set<() => void>()
const show = (next: Shown) => {
  shown = next
  listeners.forEach((l) => l())
}
const subscribe = (l: () => void) => (listeners.add(l), () => listeners.delete(l))

export const openPalette = () => show('palette')
export const openShortcuts = () => show('shortcuts')

const Overlay = lazyPart(() => import('./Overlay'), 'default', closes('onClose'))

/** In a text field `?` is a character the user types, not a shortcut. */
const isTextField = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName))

function onKeyDown(e: KeyboardEvent) {
  if ((e.ctrlKey || e.metaKey) && e.key === 'k') openPalette()
  // whatever modifiers typed it (Shift, or AltGr on some layouts)
  else if (e.key === '?' && !isTextField(e.target)) openShortcuts()
  else return
  // Ctrl-K would otherwise take the browser's address bar
  e.preventDefault()
}

/**
 * Rendered once, above the console's layouts (the root layout), so that the palette is the same
 * one while the page behind it goes from one layout to another (from a project's pages to the
 * projects' list, say, on Back): under each layout, it started again empty and lost what the
 * user had typed. It works on the console's pages only, those under its layouts (`layoutRoute`),
 * not on the sign-in pages.
 */
export function PaletteHost() {
  return useMatchedHandleSays('console') && <ConsolePaletteHost />
}

/** The keys, and the palette or the help while shown. */
function ConsolePaletteHost() {
  const current = useSyncExternalStore(subscribe, () => shown)
  // passed in rather than read by the palette: a lazy module importing ~/api/session splits
  // the entry chunk (see the README's "Keeping the first page small")
  const fleetViewer = useIsFleetViewer()
  // on the commit that shows the page, not after its paint: a key pressed as soon as the page
  // shows (on a busy machine, effects wait a while) is not lost
  useLayoutEffect(() => {
    addEventListener('keydown', onKeyDown)
    return () => removeEventListener('keydown', onKeyDown)
  }, [])
  if (!current) return null
  return (
    <Suspense fallback={null}>
      <Overlay shown={current} fleetViewer={fleetViewer} onClose={() => show(null)} />
    </Suspense>
  )
}
