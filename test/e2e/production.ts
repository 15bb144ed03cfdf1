// The production bundle behind the remote proxy, as a rack would serve it: its chunks and its
// calls go over the network from that server, within a test's reach.
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { REMOTE_PORT } from '../../playwright.config'
import * as ui from './ui'

/** Runs the file's tests against the production bundle. */
export const useProductionBundle = () => test.use({ baseURL: `http://127.0.0.1:${REMOTE_PORT}` })

/** The production build's manifest: each chunk's file, by its source or (shared) its own key. */
const manifest = () =>
  JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string; name?: string; dynamicImports?: string[] }
  >

/** The URL pattern of the chunk built from `source`, from the production build's manifest. */
export const chunkOf = (source: string) => `**${fileOf(source)}`

/** The path of the chunk built from `source`, as the page asks for it. */
export const fileOf = (source: string) => `/${manifest()[source].file}`

/**
 * The URL pattern of the one chunk whose code asks for `source` lazily: an area's routes (the
 * manifest names no chunk after them where the bundler put what the area's loaders and its
 * pages share in the area's chunk, which its pages then import).
 */
export function chunkLoading(source: string) {
  const loading = Object.values(manifest()).filter((chunk) => chunk.dynamicImports?.includes(source))
  if (loading.length !== 1) throw new Error(`${loading.length} chunks ask for ${source}`)
  return `**/${loading[0].file}`
}

/** The URL pattern of a chunk the build split out under `name` (a module shared by several). */
export function sharedChunkOf(name: string) {
  const shared = Object.entries(manifest()).filter(([key, chunk]) => key.startsWith('_') && chunk.name === name)
  if (shared.length !== 1) throw new Error(`${shared.length} shared chunks named ${name}`)
  return `**/${shared[0][1].file}`
}

/** Signs in as the fleet's admin through the local sign-in page, landing on the projects. */
export async function signIn(page: Page) {
  await page.goto('/login/demo-silo/local')
  await ui.submitLocalSignIn(page)
  await expect(page).toHaveURL('/projects')
}
