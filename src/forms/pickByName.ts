// A picker's options are one read of a list, its first 1,000 items (`apiqAll`). Past them, a
// project of more can still choose: the user types a name and it is looked up on its own,
// then judged by the same rule that filtered the options.
import { ALL_ITEMS } from '~/api/client'
import { ApiError } from '~/api/errors'
import { validateName } from './validators'

export type PickByName = {
  /** what is picked, as a user names it: 'disk' ("Another disk, by name…") */
  noun: string
  /** how many items the options were read from */
  read: number
  /** why the item of this name cannot be chosen; undefined when it can */
  check: (name: string) => Promise<string | undefined>
}

/**
 * How a picker of `list` chooses past its first page, or undefined when the list was read
 * whole. `lookup` reads one item by name, as something the user did (`callApi`'s default: a
 * lost session asks to sign in again over the form, which keeps what was typed); `refuse`
 * says why an item cannot be chosen (the options' own filter), or nothing.
 */
export function pickByName<T>(
  list: { nextPage?: string | null } | undefined,
  noun: string,
  lookup: (name: string) => Promise<T>,
  refuse?: (item: T) => string | undefined,
): PickByName | undefined {
  if (!list?.nextPage) return undefined
  const label = `${noun[0].toUpperCase()}${noun.slice(1)} name`
  return {
    noun,
    read: ALL_ITEMS,
    check: async (name) => {
      const invalid = validateName(name, label)
      if (invalid) return invalid
      try {
        return refuse?.(await lookup(name))
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 404) return `There is no ${noun} named ${name}`
        return `Could not look up ${noun} ${name}: ${error instanceof Error ? error.message : String(error)}`
      }
    },
  }
}
