import { cloneElement, Suspense, useState, type KeyboardEvent, type PointerEvent, type ReactElement } from 'react'
import { lazyPart, splitModule } from './splitModule'

export type MenuItem = {
  label: string
  onSelect: () => void
  danger?: boolean
  /** why the item cannot be used now; the item stays focusable so the reason can be read */
  disabledReason?: string
  /**
   * the user's role is the item's own concern: it changes nothing (View details), or its
   * `disabledReason` already names the role it needs, which is not the list's. A list's
   * refusal (ListPage `refusal`, guardedItem) leaves it as it is.
   */
  ownRole?: boolean
  /** items sharing a group are one choice of several, the group's name their heading */
  group?: string
  /** the chosen item of its group */
  checked?: boolean
}

/**
 * A menu item the user's role may refuse (a resource page's actions, a list's rows, given the
 * `refusal` of features/access/permissions): the role's reason wins over the item's own, as a
 * state that allows it later would not help. An item minding its own role is left as it is.
 */
export const guardedItem = (refusal: string | undefined, item: MenuItem): MenuItem =>
  refusal && !item.ownRole ? { ...item, disabledReason: refusal } : item

/** The "Delete" item of a menu: `onSelect` asks before it deletes; marked as dangerous. */
export const deleteItem = (onSelect: () => void, disabledReason?: string): MenuItem => ({
  label: 'Delete',
  danger: true,
  onSelect,
  disabledReason,
})

const impl = splitModule(() => import('./MenuImpl'))
// without its code, the trigger stays, with the focus the click or key gave it (drawn anew in
// the part's place, it would have lost it), and the notice says why nothing opened
const MenuImpl = lazyPart(impl, 'default', (p) =>
  cloneElement(p.trigger as ReactElement<{ autoFocus?: boolean }>, { autoFocus: true }),
)

type TriggerProps = {
  onPointerDown?: (e: PointerEvent) => void
  onKeyDown?: (e: KeyboardEvent) => void
  onPointerEnter?: () => void
  onFocus?: () => void
  'aria-haspopup'?: 'menu'
  'aria-expanded'?: boolean
}

/**
 * A dropdown menu. The menu code (and its positioning engine) loads when a menu is first
 * approached, not with the page: every table row has one, few are opened.
 */
export function Menu({
  trigger,
  items,
  align = 'end',
}: {
  trigger: ReactElement<TriggerProps>
  items: MenuItem[]
  align?: 'start' | 'end'
}) {
  const [openedBy, setOpenedBy] = useState<'pointer' | 'keyboard' | null>(null)
  if (openedBy) {
    return (
      <Suspense fallback={trigger}>
        <MenuImpl trigger={trigger} items={items} align={align} openedBy={openedBy} />
      </Suspense>
    )
  }
  return cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: () => void impl.load(),
    onFocus: () => void impl.load(),
    onPointerDown: (e: PointerEvent) => {
      if (e.button === 0 && !e.ctrlKey) setOpenedBy('pointer')
    },
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') {
        e.preventDefault()
        setOpenedBy('keyboard')
      }
    },
  })
}

/** The "more actions" button at the end of a table row. */
export function RowActions({ label, items }: { label: string; items: MenuItem[] }) {
  return (
    <Menu
      items={items}
      trigger={
        <button
          type="button"
          aria-label={label}
          className="rounded px-2 py-0.5 text-lg leading-none text-ink-muted hover:bg-raised hover:text-ink"
        >
          ⋯
        </button>
      }
    />
  )
}
