import { useId, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { usePrefetchedQuery } from '~/api/client'
import { allProjectsQuery } from '~/api/queries'
import { inputClass } from '~/forms/FieldFrame'
import { loadQueries } from '~/routing'
import { Button } from '~/ui/Button'
import { cn } from '~/ui/cn'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { netPb } from '../paths'

export const probesLoader = loadQueries(() => [allProjectsQuery])

/** Probes belong to a project: the page asks which project's probes to show. */
export function ProbesPage() {
  const id = useId()
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
        <form onSubmit={show} className="flex max-w-lg items-end gap-3">
          <div className="flex-1">
            <label htmlFor={id} className="mb-1.5 block font-medium">
              Project
            </label>
            <select
              id={id}
              className={cn(inputClass(false))}
              value={project}
              onChange={(e) => setProject(e.target.value)}
            >
              {projects.items.map((p) => (
                <option key={p.id} value={p.name}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit">Show probes</Button>
        </form>
      )}
    </>
  )
}
