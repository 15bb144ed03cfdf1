// What the top bar's activity button loads when it needs it, as one chunk: the panel while it
// is open, the instance watcher while an instance the user asked to change is on its way.
import ActivityPanel, { type PanelProps } from './ActivityPanel'
import InstanceWatcher from './InstanceWatcher'

export default function ActivityParts({ open, watching, ...panel }: PanelProps & { open: boolean; watching: boolean }) {
  return (
    <>
      {open && <ActivityPanel {...panel} />}
      {watching && <InstanceWatcher />}
    </>
  )
}
