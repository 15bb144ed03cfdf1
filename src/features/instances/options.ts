// How the forms turn a resource into a select's choice.
import type { Option } from '~/forms/SelectField'

/** A resource as an option that is its name, for the API calls that take names. */
export const byName = ({ name }: { name: string }): Option => ({ value: name, label: name })
