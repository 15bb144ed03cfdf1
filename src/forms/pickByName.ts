// A picker's options are one read of a list, its first 1,000 items (`apiqAll`). Past them, a
// project of more can still choose: the user types a name and it is looked up on its own,
// then judged by the same rule that filtered the options.
import { useMemo, useReducer, useRef } from 'react'
import { ApiError } from '~/api/errors'
import { validateName } from './validators'

export type PickByName = {
  /** what is picked, as a user names it: 'disk' ("Another disk, by name…") */
  noun: string
  /** why the item of this name, typed in the field `label`, cannot be chosen; undefined when it can */
  check: (name: string, label: string) => Promise<string | undefined>
}

/**
 * How a picker of `list` chooses past its first page, or undefined when the list was read
 * whole. `lookup` reads one item by name, as something the user did (`callApi`'s default: a
 * lost session asks to sign in again over the form, which keeps what was typed); `refuse`
 * says why an item cannot be chosen (the options' own filter), or nothing. `found` keeps
 * each item chosen so, for a picker whose value is an id (see useFoundByName).
 */
export function pickByName<T>(
  list: { nextPage?: string | null } | undefined,
  noun: string,
  lookup: (name: string) => Promise<T>,
  refuse?: (item: T) => string | undefined,
  found?: { remember: (item: T) => void },
): PickByName | undefined {
  if (!list?.nextPage) return undefined
  return {
    noun,
    check: async (name, label) => {
      const invalid = validateName(name, label)
      if (invalid) return invalid
      try {
        const item = await lookup(name)
        const refused = refuse?.(item)
        if (!refused) found?.remember(item)
        return refused
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 404) return `There is no ${noun} named ${name}`
        return `Could not look up ${noun} ${name}: ${error instanceof Error ? error.message : String(error)}`
      }
    },
  }
}

type Named = { id: string; name: string }

export type FoundByName<T extends Named> = {
  remember: (item: T) => void
  /** the item a picker's value names: one of `listed` by its id, or one found by its name */
  resolve: (value: string, listed?: readonly T[]) => T | undefined
  /** the id a picker's value stands for: the found item's for a name, else the value itself */
  idOf: (value: string) => string
}

/**
 * The items by-name fields found, for a form whose picker holds an id (a snapshot's, an
 * image's: the create bodies take ids). The field holds the name typed; this turns it into
 * the item when the form reads the choice (its size) and when it submits (its id). Names
 * cannot be UUIDs, so a value is one or the other. Kept in a ref, not state: a submit made
 * while a lookup was out validates by awaiting it, and reads what it found at once.
 */
export function useFoundByName<T extends Named>(): FoundByName<T> {
  const found = useRef(new Map<string, T>())
  // the form draws again with the item (its size), as it would for a chosen option
  const [, redraw] = useReducer((n: number) => n + 1, 0)
  return useMemo(
    () => ({
      remember: (item) => {
        found.current.set(item.name, item)
        redraw()
      },
      resolve: (value, listed = []) => listed.find((i) => i.id === value) ?? found.current.get(value),
      idOf: (value) => found.current.get(value)?.id ?? value,
    }),
    [],
  )
}
