import { DropdownMenu, Tooltip } from 'radix-ui'
import { Fragment, useEffect, useId, useRef, type ReactElement } from 'react'
import { cn } from './cn'
import type { MenuItem } from './Menu'
import { TOOLTIP_DELAY_MS } from './Tooltip'

const itemClass =
  'flex cursor-pointer items-center justify-between gap-4 rounded px-2.5 py-1.5 outline-none select-none aria-disabled:cursor-not-allowed aria-disabled:text-ink-faint data-[highlighted]:bg-line'

type Props = {
  trigger: ReactElement
  items: MenuItem[]
  align: 'start' | 'end'
  /** opened by the interaction that loaded this module */
  openedBy: 'pointer' | 'keyboard'
}

export default function MenuImpl({ trigger, items, align, openedBy }: Props) {
  const content = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // a keyboard user who opened the menu expects to land on its first item, after the
    // menu has focused itself; where the focus is already on an item (Radix's own entry, or
    // the user's arrow keys on a busy machine, before this frame), it stays there
    if (openedBy !== 'keyboard') return
    const frame = requestAnimationFrame(() => {
      const menu = content.current
      const focused = document.activeElement
      if (menu && focused instanceof HTMLElement && focused !== menu && menu.contains(focused)) return
      menu?.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')?.focus()
    })
    return () => cancelAnimationFrame(frame)
  }, [openedBy])
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          ref={content}
          align={align}
          sideOffset={4}
          className="z-50 min-w-44 rounded-md border border-line-strong bg-raised p-1 text-[13px] shadow-xl"
        >
          {runs(items).map((run, i) => (
            <Fragment key={run.group ?? i}>
              {i > 0 && <DropdownMenu.Separator className="my-1 h-px bg-line" />}
              {run.group === undefined ? (
                run.items.map((item) => <Item key={item.label} item={item} />)
              ) : (
                <Choice group={run.group} items={run.items} />
              )}
            </Fragment>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}

/** The items in order, neighbours of one group together. */
function runs(items: MenuItem[]) {
  const out: { group?: string; items: MenuItem[] }[] = []
  for (const item of items) {
    const last = out.at(-1)
    if (last && last.group === item.group) last.items.push(item)
    else out.push({ group: item.group, items: [item] })
  }
  return out
}

/** One choice of several (menuitemradio), under its group's heading; the chosen one is ticked. */
function Choice({ group, items }: { group: string; items: MenuItem[] }) {
  const headingId = useId()
  return (
    <DropdownMenu.RadioGroup aria-labelledby={headingId} value={items.find((i) => i.checked)?.label ?? ''}>
      <DropdownMenu.Label id={headingId} className="px-2.5 pt-1 pb-0.5 text-[12px] text-ink-muted">
        {group}
      </DropdownMenu.Label>
      {items.map((item) => (
        <DropdownMenu.RadioItem
          key={item.label}
          value={item.label}
          className={cn(itemClass, 'text-ink')}
          onSelect={item.onSelect}
        >
          {item.label}
          <DropdownMenu.ItemIndicator aria-hidden>✓</DropdownMenu.ItemIndicator>
        </DropdownMenu.RadioItem>
      ))}
    </DropdownMenu.RadioGroup>
  )
}

/**
 * A disabled item stays focusable and explains itself in a tooltip, instead of being
 * skipped silently.
 */
function Item({ item }: { item: MenuItem }) {
  const row = (
    <DropdownMenu.Item
      className={cn(itemClass, item.danger && !item.disabledReason ? 'text-danger' : 'text-ink')}
      aria-disabled={item.disabledReason ? true : undefined}
      onSelect={(e) => {
        if (item.disabledReason) e.preventDefault()
        else item.onSelect()
      }}
    >
      {item.label}
    </DropdownMenu.Item>
  )
  if (!item.disabledReason) return row
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>{row}</Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="left"
            sideOffset={8}
            className="z-[60] max-w-xs rounded-md border border-line-strong bg-raised px-2.5 py-1.5 text-[13px] text-ink shadow-lg"
          >
            {item.disabledReason}
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  )
}
