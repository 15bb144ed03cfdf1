import { DropdownMenu } from 'radix-ui'
import type { ReactNode } from 'react'
import { cn } from './cn'

export type MenuItem = { label: string; onSelect: () => void; danger?: boolean; disabled?: boolean; hint?: string }

const itemClass =
  'flex cursor-pointer items-center justify-between gap-4 rounded px-2.5 py-1.5 outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-line'

export function Menu({ trigger, items, align = 'end' }: { trigger: ReactNode; items: MenuItem[]; align?: 'start' | 'end' }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
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

/** The "more actions" button at the end of a table row. */
export function RowActions({ label, items }: { label: string; items: MenuItem[] }) {
  return (
    <Menu
      items={items}
      trigger={
        <button type="button" aria-label={label} className="rounded px-2 py-0.5 text-lg leading-none text-ink-muted hover:bg-raised hover:text-ink">
          ⋯
        </button>
      }
    />
  )
}
