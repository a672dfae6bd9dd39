/**
 * Hands downloaded bytes to the browser's own download, under `fileName`. Browsers keep a large
 * Blob on disk, not in the page's memory.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has been handled: the download keeps its own reference.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}
