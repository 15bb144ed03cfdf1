import { useState, type ReactNode } from 'react'
import { shellLines } from '~/util/shell'
import { Button } from './Button'
import { CopyButton } from './CopyButton'
import { Modal } from './Modal'

export function CodeModal({
  title,
  code,
  open,
  onDismiss,
  description,
}: {
  title: string
  code: string
  open: boolean
  onDismiss: () => void
  description?: ReactNode
}) {
  return (
    <Modal title={title} open={open} onDismiss={onDismiss} width="wide" description={description}>
      <div className="relative">
        {/* focusable so a keyboard can scroll a line wider than the modal */}
        <pre
          tabIndex={0}
          className="overflow-x-auto rounded-md border border-line bg-canvas p-3 pr-24 font-mono text-[13px] text-ink"
        >
          <code>{code}</code>
        </pre>
        <CopyButton text={code} className="absolute top-2 right-2" />
      </div>
    </Modal>
  )
}

/** Something the API returned, known by its name. */
type Named = { name: string }

/**
 * The `oxide` CLI command that opens an instance's serial console (SPEC section 2). It
 * takes the project and instance the API returned, not the words of the URL (which a
 * crafted link controls), and quotes each name for the shell all the same.
 */
export const serialConsoleCommand = ({ project, instance }: { project: Named; instance: Named }) =>
  shellLines([
    ['oxide', 'instance', 'serial', 'console'],
    ['--project', project.name],
    ['--instance', instance.name],
  ])

export function CliCommandButton(props: { project: Named; instance: Named }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        CLI command
      </Button>
      <CodeModal
        title="Connect with the CLI"
        description="Open this instance's serial console from a terminal with the oxide CLI."
        code={serialConsoleCommand(props)}
        open={open}
        onDismiss={() => setOpen(false)}
      />
    </>
  )
}
