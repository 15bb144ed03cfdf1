/** Whether this bundle carries the in-browser mock API (false for `npm run build`). */
declare const __MOCK__: boolean
/** Whether the in-browser mock waits 200-400 ms per call (the interactive demo does; tests do not). */
declare const __MOCK_DELAY__: boolean
