import { useSyncExternalStore } from 'react'
import { colorScheme, subscribeColorScheme } from '~/ui/colorScheme'

/** The palette in force (light or dark); the chart renders again when it changes. */
export const useColorScheme = () => useSyncExternalStore(subscribeColorScheme, colorScheme)
