import { useState, type ReactNode } from 'react'
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

/** The `oxide` CLI command that opens an instance's serial console (SPEC section 2). */
export const serialConsoleCommand = (project: string, instance: string) =>
  `oxide instance serial console \\\n  --project ${project} \\\n  --instance ${instance}`

export function CliCommandButton({ project, instance }: { project: string; instance: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        CLI command
      </Button>
      <CodeModal
        title="Connect with the CLI"
        description="Open this instance's serial console from a terminal with the oxide CLI."
        code={serialConsoleCommand(project, instance)}
        open={open}
        onDismiss={() => setOpen(false)}
      />
    </>
  )
}
