import { apiCall } from '~/api/apiCall'
import { createColumnHelper } from '@tanstack/react-table'
import { useNavigate } from 'react-router'
import type { Project } from '~/api/__generated__/Api'
import { confirmDelete } from '~/actions'
import { pb } from '~/paths'
import { createdColumn, descriptionColumn, nameColumn } from '~/table/columns'
import { defineList } from '~/table/list'
import { ListPage } from '~/table/ListPage'
import { useOverList } from '~/table/overList'

const projectList = defineList({ noun: 'project', operation: 'projectList', params: () => ({}) })

export const projectsLoader = projectList.loader

const col = createColumnHelper<Project>()
const columns = [nameColumn(col, (p) => pb.project({ project: p.name })), descriptionColumn(col), createdColumn(col)]

/** The silo's projects; the create and edit forms open over the list. */
export function ProjectsPage() {
  const navigate = useNavigate()
  const over = useOverList()
  return (
    <ListPage
      title="Projects"
      intro="Projects hold instances, disks and networks for a team."
      docs="projects"
      list={projectList}
      columns={columns}
      actions={(project) => [
        { label: 'Edit', onSelect: () => navigate(over(pb.projectEdit({ project: project.name }))) },
        {
          label: 'Delete',
          danger: true,
          onSelect: () =>
            confirmDelete({
              kind: 'project',
              name: project.name,
              consequence: 'This cannot be undone.',
              call: apiCall('projectDelete', { path: { project: project.name } }),
              refresh: ['projectList'],
              impact: { projectDelete: project.name },
            }),
        },
      ]}
      empty={{ title: 'No projects', body: 'You have no projects yet. Create one to start deploying instances.' }}
      create={{ to: pb.projectsNew(), label: 'New project' }}
    />
  )
}
