// Which rows of the page are selected after a click on one row's checkbox. A plain click
// toggles the row; a shift-click gives every row from the last one clicked (the anchor) to
// this one the state this row takes, the way file managers and mail clients do.

/** The selection after a click on `target`'s checkbox; `ids` are the page's rows in order. */
export function clickSelection(
  ids: readonly string[],
  selected: ReadonlySet<string>,
  target: string,
  anchor: string | undefined,
  shift: boolean,
): Set<string> {
  const next = new Set(selected)
  const checked = !selected.has(target)
  const from = anchor === undefined ? -1 : ids.indexOf(anchor)
  const to = ids.indexOf(target)
  // without an anchor on this page a shift-click is a plain click
  const range = shift && from >= 0 && to >= 0 ? ids.slice(Math.min(from, to), Math.max(from, to) + 1) : [target]
  for (const id of range) {
    if (checked) next.add(id)
    else next.delete(id)
  }
  return next
}

/** The header checkbox: all of the page selected, or none when all already were. */
export const toggleAll = (ids: readonly string[], selected: ReadonlySet<string>): Set<string> =>
  ids.length > 0 && ids.every((id) => selected.has(id)) ? new Set() : new Set(ids)
