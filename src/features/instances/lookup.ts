import { redirect, type LoaderFunctionArgs } from 'react-router'
import { queryClient } from '~/api/client'
import { instanceByIdQuery } from '~/api/queries'
import { routeParams } from '~/params'
import { pb } from '~/paths'
import { projectQuery } from '../projects/queries'

/**
 * /lookup/instances/{id} and /lookup/i/{id}: find the instance, then its project, then
 * go to its storage tab. Any failure is a page that does not exist.
 */
export async function instanceLookupLoader({ params }: LoaderFunctionArgs) {
  try {
    const instance = await queryClient.fetchQuery(instanceByIdQuery(routeParams(params).instance))
    const project = await queryClient.fetchQuery(projectQuery(instance.projectId))
    return redirect(pb.instanceStorage({ project: project.name, instance: instance.name }))
  } catch {
    throw new Response('Not found', { status: 404 })
  }
}
