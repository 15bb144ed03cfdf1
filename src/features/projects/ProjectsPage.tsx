import { apiCall } from '~/api/apiCall'
import { createColumnHelper } from '@tanstack/react-table'
import type { Project } from '~/api/__generated__/Api'
import { confirmDelete } from '~/actions'
import { pb } from '~/paths'
import { createdColumn, descriptionColumn, nameColumn } from '~/table/columns'
import { ListPage } from '~/table/ListPage'
import { projectList } from './lists'

const col = createColumnHelper<Project>()
const columns = [nameColumn(col, (p) => pb.project({ project: p.name })), descriptionColumn(col), createdColumn(col)]

/** The silo's projects; the create and edit forms open over the list. */
export function ProjectsPage() {
  return (
    <ListPage
      title="Projects"
      intro="Projects hold instances, disks and networks for a team."
      docs="projects"
      list={projectList}
      columns={columns}
      edit={(project) => pb.projectEdit({ project: project.name })}
      remove={(project) =>
        confirmDelete({
          kind: 'project',
          name: project.name,
          consequence: 'This cannot be undone.',
          call: apiCall('projectDelete', { path: { project: project.name } }),
          refresh: ['projectList'],
          impact: { projectDelete: project.name },
        })
      }
      empty={{ title: 'No projects', body: 'You have no projects yet. Create one to start deploying instances.' }}
      create={{ to: pb.projectsNew(), label: 'New project' }}
    />
  )
}
