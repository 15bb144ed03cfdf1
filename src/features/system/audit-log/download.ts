import { saveBlob } from '~/util/saveBlob'

/** Hands `text` to the browser as a file download named `filename`. */
export function downloadText(filename: string, text: string, type: string): void {
  saveBlob(new Blob([text], { type }), filename)
}
