// The API client, loaded with the first call (./client.ts, `loadApi`) as a chunk of its own,
// which the page's head preloads (vite.config.ts)
import { takingFirstCalls } from '~/firstCalls/adopt'
import { Api } from './__generated__/Api'

export const makeApi = () => takingFirstCalls(new Api())
