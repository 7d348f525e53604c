// Saves text as a file on the phone (a backup, a spreadsheet) through an ordinary download link.

export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file after the click returns: the address is kept a little while.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
