/** Hands `text` to the browser as a file download named `filename`. */
export function downloadText(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const a = document.createElement('a')
  a.href = url
  a.download = filename
  document.body.append(a)
  a.click()
  a.remove()
  // the download has its own reference by now; revoking at once can cancel it in some browsers
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
