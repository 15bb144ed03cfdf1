import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { useWholeList } from '~/api/useWholeList'
import { allProjectsQuery } from '~/api/queries'
import { loadQueries } from '~/routing'
import { RestOfList } from '~/table/RestOfList'
import { Button } from '~/ui/Button'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { Picker } from '~/ui/Picker'
import { netPb } from '../paths'

export const probesLoader = loadQueries(() => [allProjectsQuery])

/** Probes belong to a project: the page asks which project's probes to show. */
export function ProbesPage() {
  const navigate = useNavigate()
  // the loader read the first page; a silo past 1,000 projects offers the rest once read
  const projects = useWholeList('projectList', {})
  const items = projects.items ?? []
  const [project, setProject] = useState(items[0]?.name ?? '')
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
      {items.length === 0 ? (
        <EmptyState title="No projects" body="Probes belong to a project, and you can read none." />
      ) : (
        <>
          <form onSubmit={show} className="flex items-end gap-3">
            <Picker
              label="Project"
              value={project}
              options={items.map((p) => ({ id: p.name, label: p.name }))}
              onChange={setProject}
            />
            <Button type="submit">Show probes</Button>
          </form>
          <RestOfList list={projects} what="silo's projects" />
        </>
      )}
    </>
  )
}
