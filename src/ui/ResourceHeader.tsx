// The top of one resource's own page (a VPC, an IP pool, a silo, a receiver…), laid out alike
// everywhere: what kind of thing it is, its name and description, its buttons, its properties.
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button, buttonClass } from './Button'
import { DocsLink, type DocsTopic } from './DocsLink'
import { GuardedButton } from './GuardedButton'
import { Menu, type MenuItem } from './Menu'
import { PropertyList } from './PropertyList'

/** A button that opens a menu of the resource's actions ("Instance actions ▾"). */
export function ActionsMenu({ label, items }: { label: string; items: MenuItem[] }) {
  return (
    <Menu
      items={items}
      trigger={
        <button type="button" className="rounded-md border border-line-strong bg-raised px-3 py-1.5 hover:bg-line">
          {label} ▾
        </button>
      }
    />
  )
}

export function ResourceHeader({
  kind,
  resource,
  name = resource?.name ?? '',
  mono = false,
  badge,
  description = resource?.description,
  docs,
  edit,
  remove,
  refusal,
  actions,
  properties,
  spacing = 'mb-6',
}: {
  /** what the resource is, above its name ("IP pool") */
  kind?: string
  /** the resource itself, when its `name` and `description` are what the header shows */
  resource?: { name: string; description?: string }
  name?: string
  /** a name that is an id reads in a fixed-width face */
  mono?: boolean
  /** its state, beside the name */
  badge?: ReactNode
  description?: string
  /** the guide linked beside the buttons */
  docs?: DocsTopic
  /** the link to its edit form ("Edit <kind>" unless labelled); `state` tells the form where it was opened from */
  edit?: { to: string; label?: string; state?: unknown }
  /** the button that deletes it (after asking) */
  remove?: { label: string; onClick: () => void; disabled?: boolean }
  /**
   * why the user's role does not let them change it (src/features/access/permissions.ts):
   * the edit and delete buttons stay, disabled with this reason
   */
  refusal?: string
  /** anything else in the button row (a menu of actions) */
  actions?: ReactNode
  properties: [label: string, value: ReactNode][]
  /** the space below the properties, before the page's sections */
  spacing?: string
}) {
  const title = (
    <h1 className={mono ? 'font-mono text-xl font-semibold tracking-tight' : 'text-2xl font-semibold tracking-tight'}>
      {name}
    </h1>
  )
  return (
    <>
      <div className="mb-5 flex flex-wrap items-start justify-between gap-4">
        <div>
          {kind && <div className="text-[12px] tracking-wide text-ink-muted uppercase">{kind}</div>}
          {badge ? (
            <div className="flex items-center gap-3">
              {title}
              {badge}
            </div>
          ) : (
            title
          )}
          {description && <p className="mt-1 text-ink-muted">{description}</p>}
        </div>
        <div className="flex items-center gap-2">
          {docs && <DocsLink topic={docs} />}
          {edit &&
            (refusal ? (
              <GuardedButton reason={refusal} onClick={() => {}}>
                {edit.label ?? `Edit ${kind}`}
              </GuardedButton>
            ) : (
              <Link to={edit.to} state={edit.state} className={buttonClass('secondary')}>
                {edit.label ?? `Edit ${kind}`}
              </Link>
            ))}
          {remove &&
            (refusal ? (
              <GuardedButton reason={refusal} onClick={remove.onClick}>
                {remove.label}
              </GuardedButton>
            ) : (
              <Button variant="secondary" disabled={remove.disabled} onClick={remove.onClick}>
                {remove.label}
              </Button>
            ))}
          {actions}
        </div>
      </div>
      <div className={spacing}>
        <PropertyList items={properties} />
      </div>
    </>
  )
}
