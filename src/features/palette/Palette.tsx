// The command palette (Ctrl-K / ⌘K): find a project, a resource, a silo or a sled by name and
// go to it, or act on it ("Stop instance db-1"). The WAI-ARIA combobox pattern: the text box
// keeps the focus and points at the active option of the listbox (aria-activedescendant);
// ↑ and ↓ move, Enter chooses, Escape closes, and the focus goes back where it was.
import { Dialog } from 'radix-ui'
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { useMatches, useNavigate } from 'react-router'
import { BACKGROUND_IN_FLIGHT_IDLE } from '~/api/background'
import { cn } from '~/ui/cn'
import { ReadCount } from '~/ui/ReadCount'
import { search, type Result } from './search'
import { usePaletteEntries, type Entry } from './sources'

/** The name with the characters that matched what was typed in bold. */
function Highlighted({ text, indices }: { text: string; indices: number[] }) {
  const matched = new Set(indices)
  const parts: ReactNode[] = []
  for (let i = 0; i < text.length;) {
    const bold = matched.has(i)
    let end = i
    while (end < text.length && matched.has(end) === bold) end++
    const part = text.slice(i, end)
    parts.push(bold ? <b key={i}>{part}</b> : part)
    i = end
  }
  return <>{parts}</>
}

export function Palette({ fleetViewer, onClose }: { fleetViewer: boolean; onClose: () => void }) {
  // optional here: the palette opens on pages inside a project and outside one alike; it is
  // rendered above the page's routes, so the page's params are the deepest match's
  const project = useMatches().at(-1)?.params.project
  const navigate = useNavigate()
  const [query, setQuery] = useState('')
  // the results follow the typing without holding it up
  const inBox = query.trim()
  const typed = useDeferredValue(inBox)
  // the other projects' reads start with the box's text, not with the results that follow it:
  // an Enter typed before those caught up then finds the reads on their way, and waits for them
  const { entries, loading, otherProjects } = usePaletteEntries({ project, fleetViewer, searching: inBox !== '' })
  const groups = useMemo(() => search(entries, typed), [entries, typed])
  const options: Result[] = groups.flatMap((g) => g.results)

  // the best match is active again whenever what was typed changes
  const [active, setActive] = useState({ index: 0, typed })
  const activeIndex = active.typed === typed ? Math.min(active.index, options.length - 1) : 0
  const activate = (index: number) => setActive({ index, typed })

  // Radix gives the focus back to a dialog's trigger, and the palette has none: the focus goes
  // back to where it was when the palette opened (a chosen action's dialog takes it instead)
  const [returnTo] = useState(() => document.activeElement)
  const [acting, setActing] = useState(false)

  const id = useId()
  const optionId = (i: number) => `${id}-option-${i}`
  useEffect(() => {
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' })
  })

  const choose = useCallback(
    (entry: Entry) => {
      setActing(true)
      onClose()
      if (entry.to) navigate(entry.to)
      else entry.act?.()
    },
    [onClose, navigate],
  )

  // An Enter typed while the lists are still being read, with nothing matching yet, waits
  // for them: an entry named exactly so is chosen as soon as it is read (a silo of 300 projects
  // takes ~95 s to read them all), else, once every list has answered, the best match of the
  // same text. A key that changes the text drops it.
  const [enterFor, setEnterFor] = useState<string | null>(null)
  useEffect(() => {
    if (enterFor === null) return
    if (enterFor !== inBox) {
      setEnterFor(null)
      return
    }
    const results = search(entries, enterFor).flatMap((g) => g.results)
    const named = results.find((r) => r.entry.name.toLowerCase() === enterFor.toLowerCase())
    if (loading && !named) return
    setEnterFor(null)
    const best = named ?? results[0]
    if (best) choose(best.entry)
  }, [enterFor, loading, inBox, entries, choose])

  const onKeyDown = (e: KeyboardEvent) => {
    const n = options.length
    // the results follow the box a render behind, and further on a busy machine: an Enter
    // typed before they have caught up chooses the best match of what is in the box, not an
    // option of what was typed before (the results shown may still be those of an empty box)
    if (e.key === 'Enter' && (inBox !== typed || !n)) {
      const [best] = search(entries, inBox).flatMap((g) => g.results)
      if (best) choose(best.entry)
      else if (loading && inBox) setEnterFor(inBox)
    } else if (e.key === 'ArrowDown' && n) activate((activeIndex + 1) % n)
    else if (e.key === 'ArrowUp' && n) activate((activeIndex - 1 + n) % n)
    else if (e.key === 'Enter' && n) choose(options[activeIndex].entry)
    else return
    e.preventDefault()
  }

  let index = 0
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content
          onCloseAutoFocus={(e) => {
            e.preventDefault()
            if (!acting && returnTo instanceof HTMLElement) returnTo.focus()
          }}
          className="fixed top-[12vh] left-1/2 z-50 flex max-h-[70vh] w-[36rem] max-w-[calc(100vw-2rem)] -translate-x-1/2 flex-col rounded-lg border border-line-strong bg-surface shadow-2xl"
        >
          <Dialog.Title className="sr-only">Command palette</Dialog.Title>
          <Dialog.Description className="sr-only">
            Find projects, instances, disks, VPCs, images and floating IPs{fleetViewer && ', silos and sleds'} by name.
            Up and down arrows move through the results, Enter chooses one, Escape closes.
          </Dialog.Description>
          <input
            role="combobox"
            aria-label="Search the console"
            aria-expanded={options.length > 0}
            aria-controls={options.length > 0 ? `${id}-list` : undefined}
            aria-activedescendant={options.length > 0 ? optionId(activeIndex) : undefined}
            aria-autocomplete="list"
            autoComplete="off"
            spellCheck={false}
            placeholder="Find a project, an instance, a disk… or an action"
            className="border-b border-line bg-transparent px-4 py-3 text-base outline-none placeholder:text-ink-muted"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={onKeyDown}
          />
          {options.length > 0 && (
            <div role="listbox" id={`${id}-list`} aria-label="Results" className="overflow-y-auto p-2">
              {groups.map((group) => (
                <div key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`}>
                  <div
                    id={`${id}-${group.kind}`}
                    className="px-2 pt-2 pb-1 text-[11px] font-medium text-ink-muted uppercase"
                  >
                    {group.heading}
                  </div>
                  {group.results.map(({ entry, match }) => {
                    const i = index++
                    return (
                      <div
                        key={`${entry.kind}/${entry.project}/${entry.name}`}
                        id={optionId(i)}
                        role="option"
                        aria-selected={i === activeIndex}
                        // the text box keeps the focus while the pointer picks
                        onMouseDown={(e) => e.preventDefault()}
                        onMouseMove={() => i !== activeIndex && activate(i)}
                        onClick={() => choose(entry)}
                        className={cn(
                          'flex cursor-pointer items-baseline justify-between gap-4 rounded-md px-2 py-1.5',
                          i === activeIndex && 'bg-raised',
                        )}
                      >
                        <span className="truncate">
                          <Highlighted text={entry.name} indices={match.indices} />
                        </span>
                        {entry.project && (
                          <span className="shrink-0 text-[13px] text-ink-muted">
                            <span className="sr-only">in project </span>
                            {entry.project}
                          </span>
                        )}
                      </div>
                    )
                  })}
                </div>
              ))}
            </div>
          )}
          <div role="status" className="border-t border-line px-4 py-2 text-[12px] text-ink-muted">
            {options.length === 0 ? (loading ? 'Searching…' : 'No matches') : loading ? 'Searching more…' : null}
            {/* a silo of 300 takes ~95 s at the mock's delay */}
            {loading && otherProjects.total > BACKGROUND_IN_FLIGHT_IDLE && (
              <>
                {' '}
                <ReadCount {...otherProjects} what="other projects read" />
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
