import { DropdownMenu } from 'radix-ui'
import { useEffect, useRef, type ReactElement } from 'react'
import { cn } from './cn'
import type { MenuItem } from './Menu'

const itemClass =
  'flex cursor-pointer items-center justify-between gap-4 rounded px-2.5 py-1.5 outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-line'

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
    // menu has focused itself
    if (openedBy !== 'keyboard') return
    const frame = requestAnimationFrame(() =>
      content.current?.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus(),
    )
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
          {items.map((item) => (
            <DropdownMenu.Item
              key={item.label}
              className={cn(itemClass, item.danger ? 'text-danger' : 'text-ink')}
              disabled={item.disabled}
              onSelect={item.onSelect}
              title={item.hint}
            >
              {item.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
