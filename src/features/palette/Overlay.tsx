// The one module the first chunk imports lazily for the palette and the shortcuts' help. It
// loads them in turn, so the list of chunks each needs (a dozen hashed names) is written
// here, not in the first chunk, which would carry it on every page.
import { closes, lazyPart } from '~/ui/splitModule'

const Palette = lazyPart(() => import('./Palette'), 'Palette', closes('onClose'))
const ShortcutsHelp = lazyPart(() => import('./ShortcutsHelp'), 'ShortcutsHelp', closes('onClose'))

// the default export, so that the first chunk's import of it is as short as it can be
export default function Overlay({
  shown,
  fleetViewer,
  onClose,
}: {
  shown: 'palette' | 'shortcuts'
  fleetViewer: boolean
  onClose: () => void
}) {
  return shown === 'palette' ? (
    <Palette fleetViewer={fleetViewer} onClose={onClose} />
  ) : (
    <ShortcutsHelp onClose={onClose} />
  )
}
