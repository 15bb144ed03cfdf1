// How the instance forms turn lists of resources into a select's choices.
import type { Option } from '~/forms/SelectField'

/**
 * A select's options and the line it shows before a choice: a prompt, or, when the list is
 * empty, why there is nothing to choose.
 */
export function choicesOf<T, O extends Option>(items: T[], toOption: (item: T) => O, prompt: string, none: string) {
  return { options: items.map(toOption), placeholder: items.length ? prompt : none }
}

/** A resource as an option that is its name, for the API calls that take names. */
export const byName = ({ name }: { name: string }): Option => ({ value: name, label: name })
