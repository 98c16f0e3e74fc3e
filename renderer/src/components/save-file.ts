// Saves a file the main process produced (CSV export) through the browser's download: works in Electron and
// in the browser host alike, and nothing but the content crosses the bridge.
export function saveFile(file: { filename: string; mimeType: string; content: string }): void {
  const url = URL.createObjectURL(new Blob([file.content], { type: file.mimeType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = file.filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
