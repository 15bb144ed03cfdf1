// The keyboard shortcuts' help, opened with `?` (outside text fields) or from the user menu.
import { Modal } from '~/ui/Modal'

/** How the palette's key is written on this computer: ⌘ on Apple's, Ctrl elsewhere. */
const modKey = () => (/Mac|iPhone|iPad/.test(navigator.userAgent) ? '⌘' : 'Ctrl')

const Keys = ({ keys }: { keys: string[] }) => (
  <span className="flex gap-1">
    {keys.map((key) => (
      <kbd key={key} className="rounded border border-line-strong bg-raised px-1.5 font-mono text-[12px]">
        {key}
      </kbd>
    ))}
  </span>
)

export function ShortcutsHelp({ onClose }: { onClose: () => void }) {
  const shortcuts: [string[], string][] = [
    [[modKey(), 'K'], 'Open the command palette'],
    [['?'], 'Show these shortcuts'],
    [['↑', '↓'], 'In the palette: move through the results'],
    [['Enter'], 'In the palette: go to the result or take the action'],
    [['Esc'], 'Close the palette or a dialog'],
  ]
  return (
    <Modal title="Keyboard shortcuts" open onDismiss={onClose}>
      <dl className="flex flex-col gap-2">
        {shortcuts.map(([keys, what]) => (
          <div key={what} className="flex items-center justify-between gap-4">
            <dt>
              <Keys keys={keys} />
            </dt>
            <dd className="text-ink-muted">{what}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  )
}
