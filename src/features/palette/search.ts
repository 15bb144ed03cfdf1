// The palette's results: the entries that match what was typed, best first, grouped by kind.
import { fuzzyMatch, type FuzzyMatch } from './fuzzy'
import type { Entry, Kind } from './sources'

/** The groups' headings, in the order they come when their best matches are alike. */
const GROUPS: Record<Kind, string> = {
  action: 'Actions',
  project: 'Projects',
  instance: 'Instances',
  disk: 'Disks',
  vpc: 'VPCs',
  image: 'Images',
  floatingIp: 'Floating IPs',
  silo: 'Silos',
  sled: 'Sleds',
}
const ORDER = Object.keys(GROUPS) as Kind[]

export type Result = { entry: Entry; match: FuzzyMatch }
export type Group = { kind: Kind; heading: string; results: Result[] }

/** The best `perGroup` matches of each kind; the group holding the best match first. */
export function search(entries: Entry[], query: string, perGroup = 5): Group[] {
  const byKind = new Map<Kind, Result[]>()
  for (const entry of entries) {
    const match = fuzzyMatch(query, entry.name)
    if (!match) continue
    const results = byKind.get(entry.kind) ?? []
    results.push({ entry, match })
    byKind.set(entry.kind, results)
  }
  const groups = ORDER.filter((kind) => byKind.has(kind)).map((kind) => ({
    kind,
    heading: GROUPS[kind],
    results: byKind
      .get(kind)!
      .sort((a, b) => b.match.score - a.match.score)
      .slice(0, perGroup),
  }))
  // stable: groups whose best matches score alike keep ORDER
  return groups.sort((a, b) => b.results[0].match.score - a.results[0].match.score)
}
