// What the palette can find, as entries. Read as needed: when it opens, the silo's projects
// and images, the open project's resources and, for fleet viewers, the silos and sleds; once
// the user types, every other project's resources too, a few at a time (./otherProjects.ts).
// Each list is the query the pages use, so TanStack Query caches it once for all; nothing here
// waits for it, and typing never does.
import { useQueries, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import type { Instance } from '~/api/__generated__/Api'
import { instanceCan } from '~/api/capabilities'
import {
  apiqAll,
  projectDisksQuery,
  projectFloatingIpsQuery,
  projectImagesQuery,
  projectInstancesQuery,
  projectVpcsQuery,
  siloImagesQuery,
} from '~/api/queries'
import { projectsQuery, silosQuery } from '~/api/everyPage'
import { sysPb } from '~/features/system/paths'
import { takePowerAction } from '~/features/instances/instanceActions'
import { pb } from '~/paths'
import { useOtherProjects } from './otherProjects'

export type Kind = 'action' | 'project' | 'instance' | 'disk' | 'vpc' | 'image' | 'floatingIp' | 'silo' | 'sled'

export type Entry = {
  kind: Kind
  /** what is matched against what the user typed, and shown */
  name: string
  /** the project it belongs to, shown beside it */
  project?: string
  /** where choosing it goes; else what it does */
  to?: string
  act?: () => void
}

export type Source = {
  options: UseQueryOptions<unknown, Error, unknown, QueryKey>
  entries: (data: unknown) => Entry[]
}

/** A list query and how its items become entries. */
function source<T>(options: { queryKey: QueryKey; queryFn?: unknown }, entries: (items: T[]) => Entry[]): Source {
  return {
    options: options as Source['options'],
    entries: (data) => entries((data as { items: T[] }).items),
  }
}

/** An instance, and what can be done to it in its state (the rules the instances' menus follow). */
export function instanceEntries(project: string, { name, runState }: Instance): Entry[] {
  const entries: Entry[] = [{ kind: 'instance', name, project, to: pb.instance({ project, instance: name }) }]
  for (const which of ['start', 'stop'] as const) {
    if (instanceCan(which, runState)) {
      const verb = which === 'start' ? 'Start' : 'Stop'
      entries.push({
        kind: 'action',
        name: `${verb} instance ${name}`,
        project,
        act: () => takePowerAction(project, name, which),
      })
    }
  }
  if (instanceCan('serialConsole', runState)) {
    entries.push({
      kind: 'action',
      name: `Open serial console of ${name}`,
      project,
      to: pb.serialConsole({ project, instance: name }),
    })
  }
  return entries
}

/** A list of named items, each going to its own page. */
const named = (options: Parameters<typeof source>[0], kind: Kind, to: (name: string) => string, project?: string) =>
  source<{ name: string }>(options, (items) => items.map(({ name }) => ({ kind, name, project, to: to(name) })))

const projectSources = (project: string): Source[] => [
  source<Instance>(projectInstancesQuery(project), (items) => items.flatMap((i) => instanceEntries(project, i))),
  named(projectDisksQuery(project), 'disk', (disk) => pb.disk({ project, disk }), project),
  named(projectVpcsQuery(project), 'vpc', (vpc) => pb.vpc({ project, vpc }), project),
  named(projectImagesQuery(project), 'image', (image) => pb.imageEdit({ project, image }), project),
  named(
    projectFloatingIpsQuery(project),
    'floatingIp',
    (floatingIp) => pb.floatingIpEdit({ project, floatingIp }),
    project,
  ),
]

const siloSources: Source[] = [
  named(projectsQuery, 'project', (project) => pb.instances({ project })),
  named(siloImagesQuery, 'image', (image) => pb.siloImageEdit({ image })),
]

const fleetSources: Source[] = [
  named(silosQuery, 'silo', (silo) => sysPb.silo({ silo })),
  // a sled has no name: operators know it by its serial number
  source<{ id: string; baseboard: { serial: string } }>(apiqAll('sledList', {}), (items) =>
    items.map(({ id, baseboard }) => ({ kind: 'sled', name: baseboard.serial, to: sysPb.sled({ sledId: id }) })),
  ),
]

/** Actions that need no resource found first. */
const commands = (project: string | undefined): Entry[] =>
  project ? [{ kind: 'action', name: 'Create a disk', project, to: pb.disksNew({ project }) }] : []

export function usePaletteEntries({
  project,
  fleetViewer,
  searching,
}: {
  /** the project whose page is open, if any */
  project: string | undefined
  fleetViewer: boolean
  /** whether the user has typed anything: then every project is read, not just the open one */
  searching: boolean
}) {
  const projects = useQuery(projectsQuery)
  // keyed by the names: a refetch's answer is a new object (its dates defeat the query client's
  // sharing of what is unchanged), and a new array would restart the other projects' reads
  const projectNames = projects.data?.items.map((p) => p.name).join('\n')
  const others = useMemo(
    () => (searching && projectNames ? projectNames.split('\n').filter((p) => p !== project) : []),
    [project, searching, projectNames],
  )
  const otherProjects = useOtherProjects(others, projectSources)
  const sources = useMemo(
    () => [...siloSources, ...(project ? projectSources(project) : []), ...(fleetViewer ? fleetSources : [])],
    [project, fleetViewer],
  )
  const combine = useCallback(
    (results: { data: unknown; isPending: boolean }[]) => ({
      entries: results.flatMap((r, i) => (r.data ? sources[i].entries(r.data) : [])),
      // a list that failed (a project the user may not read) is left out, not waited for
      loading: results.some((r) => r.isPending),
    }),
    [sources],
  )
  const own = useQueries({ queries: sources.map((s) => s.options), combine })
  // the same array until a list answers: the palette searches it again when it changes
  const entries = useMemo(
    () => [...commands(project), ...own.entries, ...otherProjects.entries],
    [project, own.entries, otherProjects.entries],
  )
  return { entries, loading: own.loading || otherProjects.read < otherProjects.total, otherProjects }
}
