import { redirect, type LoaderFunctionArgs } from 'react-router'
import { apiq, queryClient } from '~/api/client'

/**
 * /lookup/instances/{id} and /lookup/i/{id}: find the instance, then its project, then
 * go to its storage tab. Any failure is a page that does not exist.
 */
export async function instanceLookupLoader({ params }: LoaderFunctionArgs) {
  try {
    const instance = await queryClient.fetchQuery(apiq('instanceView', { path: { instance: params.instance! } }))
    const project = await queryClient.fetchQuery(apiq('projectView', { path: { project: instance.projectId } }))
    return redirect(`/projects/${project.name}/instances/${instance.name}/storage`)
  } catch {
    throw new Response('Not found', { status: 404 })
  }
}
