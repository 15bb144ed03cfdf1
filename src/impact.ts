// Impact previews (issue 15): before an action with consequences, its confirmation says what
// the action touches, read from the API when the dialog opens. A feature describes that as
// data; the confirm dialog reads it and shows it (`~/features/impact/ImpactPreview`).
// Types only here, so the pages that pass a loader add nothing to their chunks for them.

/** One resource the action touches, with the page that shows it. */
export type ImpactItem = { name: string; to?: string }

export type ImpactGroup = {
  /** what the items are to the action, e.g. "Subnets", "Loses this address" */
  label: string
  items: ImpactItem[]
  /** the list the items were read from had more than were fetched */
  more?: boolean
  /** where the whole list is, for a group too long to name in full */
  listTo?: string
  /** while this group has items the API refuses the action */
  blocks?: boolean
}

export type Impact = {
  groups: ImpactGroup[]
  /** said when no group has items, e.g. "No snapshots were made from it." */
  none: string
  /** what the preview cannot know, said plainly (e.g. what the API does not record) */
  note?: string
  /** why the API refuses, said when a blocking group has items */
  refusal?: string
}

/** Reads what the action touches; called when the confirmation opens (and on Try again). */
export type ImpactLoader = () => Promise<Impact>

/**
 * An impact named rather than given as a loader, for the first page (the projects list):
 * even a dynamic import there costs its chunk a list of preloads, so the preview's own chunk
 * imports the loader instead.
 */
type NamedImpact = { projectDelete: string }

/** What a confirmation is given: a loader, or the name of one. */
export type ImpactSource = ImpactLoader | NamedImpact

/** True when the API is expected to refuse the action as things stand. */
export const isRefused = (impact: Impact) => impact.groups.some((g) => g.blocks && g.items.length > 0)
