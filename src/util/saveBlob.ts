/** Hands a blob to the browser as a file download of that name (audit log exports, support bundles). */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = href
  a.download = fileName
  a.hidden = true
  document.body.append(a)
  a.click()
  a.remove()
  // the download holds its own reference by now; revoking at once can cancel it in some browsers
  setTimeout(() => URL.revokeObjectURL(href), 10_000)
}

/** Hands `text` to the browser as a file download named `fileName`. */
export const downloadText = (fileName: string, text: string, type: string) =>
  saveBlob(new Blob([text], { type }), fileName)
