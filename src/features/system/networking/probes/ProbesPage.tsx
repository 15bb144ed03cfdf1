import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { usePrefetchedQuery } from '~/api/client'
import { allProjectsQuery } from '~/api/queries'
import { loadQueries } from '~/routing'
import { Button } from '~/ui/Button'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { Picker } from '~/ui/Picker'
import { netPb } from '../paths'

export const probesLoader = loadQueries(() => [allProjectsQuery])

/** Probes belong to a project: the page asks which project's probes to show. */
export function ProbesPage() {
  const navigate = useNavigate()
  const { data: projects } = usePrefetchedQuery(allProjectsQuery)
  const [project, setProject] = useState(projects.items[0]?.name ?? '')
  const show = (e: FormEvent) => {
    e.preventDefault()
    if (project) navigate(netPb.projectProbes({ project }))
  }
  return (
    <>
      <PageHeader
        title="Probes"
        description="Experimental. A probe is a small zone on a sled with an interface in a project’s default subnet and an external address, for checking the path from outside the rack to a sled. Probes belong to a project."
      />
      {projects.items.length === 0 ? (
        <EmptyState title="No projects" body="Probes belong to a project, and you can read none." />
      ) : (
        <form onSubmit={show} className="flex items-end gap-3">
          <Picker
            label="Project"
            value={project}
            options={projects.items.map((p) => ({ id: p.name, label: p.name }))}
            onChange={setProject}
          />
          <Button type="submit">Show probes</Button>
        </form>
      )}
    </>
  )
}
